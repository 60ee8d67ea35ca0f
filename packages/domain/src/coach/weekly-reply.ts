// The coach's short reply to her weekly check-in, shown on the dashboard after she saves it:
// what she reported (her score and her words) and one suggestion for the week ahead.
import { normalizeText } from '../safety/text';
import { firstNameOf } from './coach-note';
import { detectSymptoms } from './note-extract';

export interface WeeklyReplyInput {
  energyMoodScore: number;
  whatHelped?: string | null;
  whatDidntHelp?: string | null;
  notes?: string | null;
  name?: string | null;
}

/** Her words, cut to a short quote (first clause, at most 60 characters). */
function shortQuote(text: string | null | undefined): string | null {
  const first = (text ?? '').trim().split(/[.!?\n;]/)[0]?.trim() ?? '';
  if (first === '') return null;
  return first.length > 60 ? `${first.slice(0, 57).trimEnd()}...` : first;
}

const SUGGESTIONS: ReadonlyArray<readonly [RegExp | ((t: string) => boolean), string]> = [
  [(t) => detectSymptoms(t).includes('poor sleep') || /\bsleep/.test(t), 'start your evening wind-down 30 minutes earlier and keep screens out of the bedroom.'],
  [/\b(?:forg[eo]t\w*|remember)\b/, 'put the thing you keep forgetting next to the kettle or your toothbrush, so it comes with a habit you already have.'],
  [/\b(?:bloat\w*|stomach|digest\w*|gut)\b/, 'keep a one-line note of what you ate before you felt bloated; after a week the pattern usually shows.'],
  [/\b(?:no time|busy|too much|too long|overwhelm\w*|rushed)\b/, 'shrink each routine to its 10-minute version for the week; a short routine you keep beats a long one you skip.'],
  [(t) => detectSymptoms(t).some((s) => s === 'stress' || s === 'anxiety'), 'add five minutes of slow breathing at the same time each day, out-breath longer than the in-breath.'],
  [(t) => detectSymptoms(t).some((s) => /pain|stiffness|cramps/.test(s)), 'swap any hard session for gentle mobility on the days it hurts.'],
  [(t) => detectSymptoms(t).some((s) => s === 'fatigue' || s === 'brain fog'), 'get ten minutes of daylight before 10 am; it helps set your energy for the day.'],
];

/**
 * "You gave your week 4/10. You said “evening walks” helped and “poor sleep” was hard. For this
 * week: start your evening wind-down 30 minutes earlier …"
 */
export function weeklyCheckInReply(input: WeeklyReplyInput): string {
  const name = firstNameOf(input.name);
  const score = Math.round(input.energyMoodScore);
  const helped = shortQuote(input.whatHelped);
  const hard = shortQuote(input.whatDidntHelp);
  const parts: string[] = [];
  const mood = score >= 8 ? 'a strong week' : score >= 6 ? 'a fair week' : score >= 4 ? 'a mixed week' : 'a hard week';
  parts.push(`${name ? `Thank you, ${name}. ` : 'Thank you. '}You rated your week ${score}/10, ${mood}.`);
  if (helped && hard) parts.push(`You said “${helped}” helped and “${hard}” was hard.`);
  else if (helped) parts.push(`You said “${helped}” helped.`);
  else if (hard) parts.push(`You said “${hard}” was hard.`);
  const text = normalizeText([input.whatDidntHelp ?? '', input.notes ?? ''].join('. '));
  const match = SUGGESTIONS.find(([test]) => (typeof test === 'function' ? test(text) : test.test(text)));
  if (match) parts.push(`For this week: ${match[1]}`);
  else if (helped) parts.push(`For this week: keep “${helped}” at the centre of your plan and build around it.`);
  else parts.push('For this week: pick the one routine that felt best and make it your daily anchor.');
  return parts.join(' ');
}
