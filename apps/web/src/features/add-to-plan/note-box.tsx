import { MESSAGES, validateNote, type SafetyNotice as SafetyNoticeData } from '@cadence/domain';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/chakra-scoped';
import { useEffect, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { announce } from '../../components/ui/announcer';
import { toast } from '../../components/ui/toaster';
import { checkInResult } from './check-in-result';
import { trpc } from '../../lib/trpc';
import { isNetworkError, isOfflineBlockedError, isQueuedError } from '../../platform/offline/offline-link';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { RecordingIndicator, useSpeechRecognition, VOICE_NOT_AVAILABLE, voiceErrorMessage, VoiceButton, type VoiceError } from '../voice';
import { ModeBadges } from './mode-badges';
import { appendText, canUseVoice, resolveNoteMode, type NoteMode } from './note-mode';

export const NOTE_QUESTION = 'How are you feeling today?';

export interface NoteBoxProps {
  /** Called after a successful save without a safety notice (the dialog closes). */
  onDone: () => void;
  /** The safety notice of the last check-in (null when it raised none). */
  onSafety?: (notice: SafetyNoticeData | null) => void;
  /**
   * Where the unsent note lives, when it must outlive the box (the dialog unmounts its content on
   * close: a tap outside or Escape must not lose what she wrote). Default: the box's own state.
   */
  draft?: [string, Dispatch<SetStateAction<string>>];
}

/**
 * The AI Adapt note box (§2, §4): text or voice; 'Update My Plan' sends the note to plan.adapt.
 * Success clears the note and closes; a safety notice stays in view with the note saved (the box says so);
 * a failure, or a red flag read on the phone with no signal, keeps everything she wrote.
 */
export function NoteBox({ onDone, onSafety, draft }: NoteBoxProps) {
  const ownDraft = useState('');
  const [note, setNote] = draft ?? ownDraft;
  const [requested, setRequested] = useState<NoteMode>('text');
  const [voiceUnavailable, setVoiceUnavailable] = useState(false);
  const [safety, setSafety] = useState<SafetyNoticeData | null>(null);
  // Where a red-flag check-in's words are: in today's Log (the server saved it, decision 159), or in the outbox on
  // this phone, not lost (docs/decisions/122). One fact, so the box never says both.
  const [keptIn, setKeptIn] = useState<'log' | 'phone' | null>(null);
  const utils = trpc.useUtils();
  const adapt = trpc.plan.adapt.useMutation();

  const onVoiceError = (err: VoiceError) => {
    if (err.kind === 'denied' || err.kind === 'unsupported') {
      setRequested('text');
      setVoiceUnavailable(true);
      return;
    }
    const m = voiceErrorMessage(err, 'continuous');
    toast.error(m.title, m.description);
  };
  const voice = useSpeechRecognition({
    continuous: true,
    interimResults: true,
    onFinalResult: (text) => setNote((n) => appendText(n, text)),
    onError: onVoiceError,
  });
  const mode = resolveNoteMode(requested, voice);

  // The red-flag rules for a check-in that cannot be sent are fetched while she writes, so they are
  // here when the signal is not (docs/decisions/121).
  useEffect(() => {
    void import('./offline-safety');
  }, []);

  // Permission revoked (or support lost) while in voice mode: forced back to text.
  useEffect(() => {
    if (requested === 'voice' && mode === 'text') {
      setRequested('text');
      setVoiceUnavailable(true);
    }
  }, [requested, mode]);

  const selectMode = (next: NoteMode) => {
    if (next === 'voice' && !canUseVoice(voice)) {
      setRequested('text');
      setVoiceUnavailable(true);
      return;
    }
    if (next === 'text' && voice.listening) voice.stop();
    setVoiceUnavailable(false);
    setRequested(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateNote(note);
    if (!checked.ok) {
      toast.error(checked.title, checked.description);
      return;
    }
    if (voice.listening) voice.stop();
    if (adapt.isPending) return;
    setKeptIn(null);
    const before = utils.plan.today.getData()?.tasks ?? [];
    adapt.mutate(
      { transcript: checked.value, inputMode: mode },
      {
        onSuccess: (res) => {
          utils.plan.today.setData(undefined, res.dailyPlan);
          void utils.logs.get.invalidate();
          void utils.logs.list.invalidate();
          const notice = res.safety ?? null;
          setSafety(notice);
          onSafety?.(notice);
          if (notice) {
            // Close nothing: the notice stays in view. Her note is saved (it is in today's Log), so the box is
            // cleared and says so; a second press would only have saved it twice (decision 159).
            setKeptIn('log');
            setNote('');
            voice.reset();
            return;
          }
          // docs/decisions/024: '✓ Plan Adapted' only when this check-in changed the plan ("when adjustments exist").
          const m = res.changed ? MESSAGES.planAdapted : MESSAGES.noteSaved;
          // Seen as a toast; heard once, in words, through the app's live region (docs/decisions/115).
          toast.success(m.title, m.description, { silent: true });
          announce(checkInResult(before, res.dailyPlan.tasks, res.changed));
          setNote('');
          voice.reset();
          onDone();
        },
        onError: (error) => {
          const failed = () => toast.error(MESSAGES.saveNoteFailed.title, MESSAGES.saveNoteFailed.description);
          const queued = isQueuedError(error);
          /** Kept in the outbox: sent when she is back, and the coach answers then (docs/decisions/122). */
          const kept = () => {
            toast.info(OFFLINE_MESSAGES.savedOnPhone, 'Your plan will adapt when it arrives.');
            setNote('');
            voice.reset();
            onDone();
          };
          if (!queued && !isOfflineBlockedError(error) && !isNetworkError(error)) return failed();
          // No signal: the server cannot read her words, so the phone does (docs/decisions/121). A red
          // flag shows its action-first notice instead of an error toast (the notice says her plan was
          // not changed); what she wrote stays in the box.
          void import('./offline-safety').then(
            ({ offlineSafetyNotice }) => {
              const notice = offlineSafetyNotice(checked.value);
              if (!notice) return queued ? kept() : failed();
              setSafety(notice);
              onSafety?.(notice);
              // Sent like any other check-in once she is back; the server's reading takes over then.
              if (queued) {
                setNote('');
                voice.reset();
                setKeptIn('phone');
              }
            },
            queued ? kept : failed,
          );
        },
      },
    );
  };

  return (
    <Stack as="form" gap="4" onSubmit={onSubmit} aria-label="Check-in note">
      {safety ? <SafetyNotice notice={safety} planUnchanged takeFocus /> : null}
      {safety && keptIn === 'log' ? (
        <Text fontSize="sm" color="fg.muted" data-testid="check-in-saved">
          Your note is saved in today's Log.
        </Text>
      ) : null}
      {safety && keptIn === 'phone' ? (
        <Text fontSize="sm" color="fg.muted" data-testid="check-in-on-phone">
          Your check-in is saved on this phone and will be sent when you're online.
        </Text>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" id="note-question">
          {NOTE_QUESTION}
        </Text>
        <ModeBadges mode={mode} onSelect={selectMode} />
      </HStack>
      {voiceUnavailable ? (
        <Text role="alert" color="fg.warning" fontSize="sm">
          {VOICE_NOT_AVAILABLE}
        </Text>
      ) : null}

      {mode === 'voice' ? (
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <VoiceButton listening={voice.listening} onStart={voice.start} onStop={voice.stop} startLabel="Start Recording" stopLabel="Stop Recording" />
            <RecordingIndicator listening={voice.listening} />
          </HStack>
          <Box borderWidth="1px" borderRadius="md" p="3" minH="24" bg="bg.subtle" role="region" aria-label="Transcript preview" aria-live="polite" data-testid="transcript-preview">
            {note || voice.interim ? (
              <Text whiteSpace="pre-wrap">
                {note}
                {voice.interim ? (
                  <Text as="span" color="fg.muted">
                    {note ? ' ' : ''}
                    {voice.interim}
                  </Text>
                ) : null}
              </Text>
            ) : (
              <Text color="fg.muted">Press Start Recording and speak — your words appear here. Only the text is kept, never the audio.</Text>
            )}
          </Box>
        </Stack>
      ) : (
        <Field.Root>
          <Textarea
            aria-labelledby="note-question"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={4}
            placeholder="e.g. Slept badly, lower back pain, feeling a bit anxious..."
          />
        </Field.Root>
      )}

      <Button type="submit" colorPalette="brand" loading={adapt.isPending} loadingText="Adapting Plan...">
        Update My Plan
      </Button>
    </Stack>
  );
}
