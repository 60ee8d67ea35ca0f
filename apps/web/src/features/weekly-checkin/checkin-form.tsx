import { Alert, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/chakra-scoped';
import { MESSAGES, validateWeeklyReflection, WEEKLY_SCORE_DEFAULT, type WeeklyReview } from '@cadence/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { useDraft } from '../../lib/use-draft';
import { isQueuedError } from '../../platform/offline/offline-link';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';
import { EnergySlider } from './energy-slider';

interface CheckinFormProps {
  weekStart: string;
  title: string;
  hint: { shown: string[]; more: number };
  existing: WeeklyReview | undefined;
}

/** The reflection card: slider, three text areas and 'Save Weekly Reflection'. */
export function CheckinForm({ weekStart, title, hint, existing }: CheckinFormProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const save = trpc.weekly.saveReview.useMutation();
  const [score, setScore] = useState(existing?.energyMoodScore ?? WEEKLY_SCORE_DEFAULT);
  // Unsaved text survives a reload until it is saved (decision 099).
  const [whatHelped, setWhatHelped, clearHelped] = useDraft(`weekly:${weekStart}:helped`, existing?.whatHelped ?? '');
  const [whatDidntHelp, setWhatDidntHelp, clearDidnt] = useDraft(`weekly:${weekStart}:didnt`, existing?.whatDidntHelp ?? '');
  const [notes, setNotes, clearNotes] = useDraft(`weekly:${weekStart}:notes`, existing?.notes ?? '');

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    const result = validateWeeklyReflection({ energyMoodScore: score, whatHelped, whatDidntHelp, notes });
    if (!result.ok) {
      toast.error(result.title, result.description);
      return;
    }
    try {
      await save.mutateAsync({ weekStartDate: weekStart, ...result.value });
      clearHelped();
      clearDidnt();
      clearNotes();
      await utils.weekly.reviews.invalidate();
      toast.success(MESSAGES.weeklyReflectionSaved.title, MESSAGES.weeklyReflectionSaved.description);
      await navigate({ to: '/dashboard' });
    } catch (err) {
      if (isQueuedError(err)) {
        // Kept in the outbox (docs/decisions/122); her text stays here until the server has it.
        toast.info('Reflection kept on this phone', OFFLINE_MESSAGES.savedOnPhone);
        return;
      }
      console.warn('[weekly-checkin] save failed', err);
      toast.error(MESSAGES.weeklyReflectionFailed.title, MESSAGES.weeklyReflectionFailed.description);
    }
  };

  return (
    <Card.Root asChild>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="reflecting-title">
        <Card.Header>
          <Heading as="h2" size="md" id="reflecting-title">
            {title}
          </Heading>
          {hint.shown.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Think about your recommendations: {hint.shown.join(', ')}
              {hint.more > 0 ? ` +${hint.more} more` : ''}
            </Text>
          ) : null}
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {existing ? (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Title>You already reflected this week — saving will update it.</Alert.Title>
              </Alert.Root>
            ) : null}
            <EnergySlider value={score} onChange={setScore} />
            <Field.Root>
              <Field.Label>What helped you this week?</Field.Label>
              <Textarea value={whatHelped} onChange={(e) => setWhatHelped(e.target.value)} rows={3} placeholder="e.g. Morning walks and an earlier bedtime" />
            </Field.Root>
            <Field.Root>
              <Field.Label>What didn't help or felt challenging?</Field.Label>
              <Textarea value={whatDidntHelp} onChange={(e) => setWhatDidntHelp(e.target.value)} rows={3} placeholder="e.g. Skipping lunch on busy days" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Additional Notes (Optional)</Field.Label>
              <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} placeholder="Anything else you noticed this week" />
            </Field.Root>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={save.isPending} loading={save.isPending} loadingText="Saving...">
            Save Weekly Reflection
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
