import { ratingOf, reviewText, WEEKLY_SCORE_DEFAULT, type WeeklyReview } from '@cadence/domain';
import { useDraft } from '../../lib/use-draft';

/**
 * Her weekly reflection as she types it: one draft per week, shared by every screen that shows the form
 * (/weekly-checkin and Log → Weekly), kept in this tab until it is saved (docs/decisions/099, 132).
 * Starts from this week's saved review when there is one. The score is a rating only once she moved the slider
 * or kept its value on purpose (docs/decisions/133): until then `rated` is false.
 */
export function useReflectionDraft(weekStart: string, existing: WeeklyReview | undefined) {
  const key = (field: string) => `weekly:${weekStart}:${field}`;
  const [whatHelped, setWhatHelped, clearHelped] = useDraft(key('helped'), existing?.whatHelped ?? '');
  const [whatDidntHelp, setWhatDidntHelp, clearDidnt] = useDraft(key('didnt'), existing?.whatDidntHelp ?? '');
  const [notes, setNotes, clearNotes] = useDraft(key('notes'), existing?.notes ?? '');
  const savedRating = existing ? ratingOf(existing) : null;
  // '' = not rated (the slider shows its default).
  const [scoreText, setScoreText, clearScore] = useDraft(key('score'), savedRating === null ? '' : String(savedRating));
  const rated = scoreText !== '';
  const score = rated ? Number(scoreText) : WEEKLY_SCORE_DEFAULT;
  return {
    whatHelped,
    whatDidntHelp,
    notes,
    score,
    rated,
    setWhatHelped,
    setWhatDidntHelp,
    setNotes,
    /** Moving the slider (or keeping its value with 'Rate it n/10') makes it her rating. */
    setScore: (n: number) => setScoreText(String(n)),
    /** The reflection as one text (what the coach reads for recommendations). */
    text: reviewText({ whatHelped, whatDidntHelp, notes }),
    clear: () => {
      clearHelped();
      clearDidnt();
      clearNotes();
      clearScore();
    },
  };
}

export type ReflectionDraft = ReturnType<typeof useReflectionDraft>;
