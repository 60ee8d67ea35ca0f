import { Alert, Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/chakra-scoped';
import { MESSAGES, validateWeeklyReflection, type WeeklyReview } from '@cadence/domain';
import type { ReactNode } from 'react';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { isQueuedError } from '../../platform/offline/offline-link';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';
import { EnergySlider } from './energy-slider';
import type { ReflectionDraft } from './use-reflection-draft';

interface WeeklyReflectionFormProps {
  weekStart: string;
  draft: ReflectionDraft;
  existing: WeeklyReview | undefined;
  /** After a successful save (the check-in goes to the dashboard; the Log tab stays). */
  onSaved?: () => void | Promise<void>;
  /** More actions beside 'Save Weekly Reflection' (the Log tab's 'Generate'). */
  actions?: ReactNode;
  /** Where the save button sits: the check-in's full-width footer button, or a row of actions. */
  layout?: 'footer' | 'inline';
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The one weekly reflection form (spec §2 weekly check-in): slider, what helped, what didn't, notes and
 * 'Save Weekly Reflection'. /weekly-checkin and Log → Weekly both show it, on one draft and one stored review
 * per week, so a reflection saved from either reaches Past Reflections (docs/decisions/132).
 */
export function WeeklyReflectionForm({ weekStart, draft, existing, onSaved, actions, layout = 'footer', labelledBy }: WeeklyReflectionFormProps) {
  const utils = trpc.useUtils();
  const save = trpc.weekly.saveReview.useMutation();

  const onSave = async () => {
    if (save.isPending) return;
    const result = validateWeeklyReflection({ energyMoodScore: draft.score, whatHelped: draft.whatHelped, whatDidntHelp: draft.whatDidntHelp, notes: draft.notes });
    if (!result.ok) {
      toast.error(result.title, result.description);
      return;
    }
    try {
      // The slider's default is sent as not rated (docs/decisions/133).
      await save.mutateAsync({ weekStartDate: weekStart, ...result.value, rated: draft.rated });
      draft.clear();
      await utils.weekly.reviews.invalidate();
      toast.success(MESSAGES.weeklyReflectionSaved.title, MESSAGES.weeklyReflectionSaved.description);
      await onSaved?.();
    } catch (err) {
      if (isQueuedError(err)) {
        // Kept in the outbox (docs/decisions/122); her text stays here until the server has it.
        toast.info(OFFLINE_MESSAGES.savedOnPhone);
        return;
      }
      console.warn('[weekly-reflection] save failed', err);
      toast.error(MESSAGES.weeklyReflectionFailed.title, MESSAGES.weeklyReflectionFailed.description);
    }
  };

  const saveButton = (
    <Button
      type="submit"
      colorPalette="brand"
      size={layout === 'footer' ? 'lg' : 'md'}
      w={layout === 'footer' ? 'full' : undefined}
      disabled={save.isPending}
      loading={save.isPending}
      loadingText="Saving..."
    >
      Save Weekly Reflection
    </Button>
  );

  return (
    <Stack asChild gap="5">
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
      {existing ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>You already reflected this week — saving will update it.</Alert.Title>
        </Alert.Root>
      ) : null}
      <EnergySlider value={draft.score} rated={draft.rated} onChange={draft.setScore} />
      <Field.Root>
        <Field.Label>What helped you this week?</Field.Label>
        <Textarea value={draft.whatHelped} onChange={(e) => draft.setWhatHelped(e.target.value)} rows={3} placeholder="e.g. Morning walks and an earlier bedtime" />
      </Field.Root>
      <Field.Root>
        <Field.Label>What didn't help or felt challenging?</Field.Label>
        <Textarea value={draft.whatDidntHelp} onChange={(e) => draft.setWhatDidntHelp(e.target.value)} rows={3} placeholder="e.g. Skipping lunch on busy days" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Additional Notes (Optional)</Field.Label>
        <Textarea value={draft.notes} onChange={(e) => draft.setNotes(e.target.value)} rows={3} placeholder="Anything else you noticed this week" />
      </Field.Root>
      {layout === 'footer' ? (
        saveButton
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          {saveButton}
          {actions}
        </Stack>
      )}
      </form>
    </Stack>
  );
}
