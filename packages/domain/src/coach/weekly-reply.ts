// The coach's short reply to her weekly check-in, shown on the dashboard after she saves it:
// what she reported (her score and her words) and one suggestion for the week ahead.
import { normalizeText } from '../safety/text';
import { splitSentences } from '../safety/sentences';
import { presentSymptoms } from '../reading/views';
import type { NoteReading } from '../schemas/reading';
import { firstNameOf } from './coach-note';

export interface WeeklyReplyInput {
  /** Her rating; null when she did not rate the week (then no "You rated your week": docs/decisions/133). */
  energyMoodScore: number | null;
  whatHelped?: string | null;
  whatDidntHelp?: string | null;
  notes?: string | null;
  name?: string | null;
  /** The stored reading of the check-in (what helped, what didn't, notes: reviewText). */
  reading?: NoteReading | null;
}

/** Her words, cut to a short quote (first clause, at most 60 characters). */
function shortQuote(text: string | null | undefined): string | null {
  const first = (text ?? '').trim().split(/[.!?\n;]/)[0]?.trim() ?? '';
  if (first === '') return null;
  return first.length > 60 ? `${first.slice(0, 57).trimEnd()}...` : first;
}

/** Symptoms she still has: not easing, and not in what she said helped (the reading's first sentences). */
const symptomsOf = (r: NoteReading | null, helpedSentences: number): string[] =>
  presentSymptoms(r)
    .filter((s) => !s.easing && s.sentence >= helpedSentences)
    .map((s) => s.symptom);

/** Topics she raises as a concern outside what she said helped. */
const concerns = (r: NoteReading | null, helpedSentences: number): string[] =>
  (r?.topics ?? []).filter((t) => !t.negated && t.sentence >= helpedSentences).map((t) => t.topic);

/**
 * One suggestion for the week, from the reading of what was hard and her notes (docs/decisions/110):
 * "I sleep OK, just busy" gets no sleep advice — sleep she says is fine is not a problem to solve.
 */
const SUGGESTIONS: ReadonlyArray<readonly [(r: NoteReading | null, text: string, helped: number) => boolean, string]> = [
  [(r, _t, h) => symptomsOf(r, h).includes('poor sleep') || concerns(r, h).includes('sleep'), 'start your evening wind-down 30 minutes earlier and keep screens out of the bedroom.'],
  [(_r, t) => /\b(?:forg[eo]t\w*|remember)\b/.test(t), 'put the thing you keep forgetting next to the kettle or your toothbrush, so it comes with a habit you already have.'],
  [(r, _t, h) => concerns(r, h).includes('digestion') || symptomsOf(r, h).some((s) => s === 'bloating' || s === 'digestive upset'), 'keep a one-line note of what you ate before you felt bloated; after a week the pattern usually shows.'],
  [(_r, t) => /\b(?:no time|busy|too much|too long|overwhelm\w*|rushed)\b/.test(t), 'shrink each routine to its 10-minute version for the week; a short routine you keep beats a long one you skip.'],
  [(r, _t, h) => symptomsOf(r, h).some((s) => s === 'stress' || s === 'anxiety'), 'add five minutes of slow breathing at the same time each day, out-breath longer than the in-breath.'],
  [(r, _t, h) => symptomsOf(r, h).some((s) => /pain|stiffness|cramps/.test(s)), 'swap any hard session for gentle mobility on the days it hurts.'],
  [(r, _t, h) => symptomsOf(r, h).some((s) => s === 'fatigue' || s === 'brain fog'), 'get ten minutes of daylight before 10 am; it helps set your energy for the day.'],
];

/**
 * "You gave your week 4/10. You said “evening walks” helped and “poor sleep” was hard. For this
 * week: start your evening wind-down 30 minutes earlier …"
 */
export function weeklyCheckInReply(input: WeeklyReplyInput): string {
  const name = firstNameOf(input.name);
  const helped = shortQuote(input.whatHelped);
  const hard = shortQuote(input.whatDidntHelp);
  const parts: string[] = [];
  const thanks = name ? `Thank you, ${name}.` : 'Thank you.';
  if (input.energyMoodScore === null) parts.push(thanks);
  else {
    const score = Math.round(input.energyMoodScore);
    const mood = score >= 8 ? 'a strong week' : score >= 6 ? 'a fair week' : score >= 4 ? 'a mixed week' : 'a hard week';
    parts.push(`${thanks} You rated your week ${score}/10, ${mood}.`);
  }
  if (helped && hard) parts.push(`You said “${helped}” helped and “${hard}” was hard.`);
  else if (helped) parts.push(`You said “${helped}” helped.`);
  else if (hard) parts.push(`You said “${hard}” was hard.`);
  const raw = [input.whatDidntHelp ?? '', input.notes ?? ''].filter((t) => t.trim() !== '').join('. ');
  const text = normalizeText(raw);
  // The stored reading of the whole check-in (reviewText: what helped, what didn't, notes); none for a
  // review the server has not read yet, then only the plain word rules apply.
  const reading = input.reading ?? null;
  const helpedSentences = input.reading ? splitSentences(input.whatHelped ?? '').length : 0;
  const match = SUGGESTIONS.find(([test]) => test(reading, text, helpedSentences));
  if (match) parts.push(`For this week: ${match[1]}`);
  else if (helped) parts.push(`For this week: keep “${helped}” at the centre of your plan and build around it.`);
  else parts.push('For this week: pick the one routine that felt best and make it your daily anchor.');
  return parts.join(' ');
}
