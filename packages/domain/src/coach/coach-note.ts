// The coach note, written to her: what she said today in her own terms, what changed and why,
// where she stands (live counts), and — after day 1 — her streak, yesterday and the week's trend.
// Pure: the same input gives the same note. Never repeats a sentence of yesterday's note.
import { DEFAULT_PROGRAM_NAME, PROGRAM_LENGTH_DAYS } from '../constants';
import type { AdjustmentObject, EnergyTrend, ExtractLevel } from '../schemas';
import { levelScore } from '../engine/weekly';
import { hashString, normalizeText } from '../safety/text';
import { noteSymptomMentions, type Symptom } from './note-extract';

/** Today's check-in as the note needs it: her words (for her terms) and/or the extract. */
export interface NoteCheckIn {
  /** What she typed or said today. */
  note?: string | null;
  energy?: ExtractLevel | null;
  mood?: ExtractLevel | null;
  symptoms?: readonly string[] | null;
}

/** The plan's live counts (docs/decisions/024: the caller passes the counts of the plan as it is now). */
export interface NotePlanCounts {
  total: number;
  done: number;
  /** The first pending task's label (where to start). */
  next?: string | null;
}

/** What the note knows of the days before today. */
export interface NoteHistory {
  /** Consecutive days before today with a check-in or a ticked task (0 when yesterday had none). */
  streak: number;
  yesterday?: {
    checkedIn: boolean;
    /** What she wrote yesterday (said back in her terms on a day she has not checked in yet). */
    note?: string | null;
    energy?: ExtractLevel | null;
    mood?: ExtractLevel | null;
    symptoms?: readonly string[] | null;
    done?: number;
    total?: number;
  } | null;
  /** Energy trend of this week so far. */
  weekTrend?: EnergyTrend | null;
}

export interface CoachNoteInput {
  /** Her name (the first word is used); absent or the default member name → no name. */
  name?: string | null;
  /** Programme day, 1-based; null when unknown. */
  day: number | null;
  /** Today's check-in, when she has written one. */
  checkIn?: NoteCheckIn | null;
  /** The changes made today (adjustments, in order). */
  changes?: readonly (AdjustmentObject | string)[];
  counts: NotePlanCounts;
  history?: NoteHistory | null;
  /** Yesterday's note: no sentence of it is repeated. */
  yesterdayNote?: string | null;
  /** A safety notice is showing. */
  hasSafety?: boolean;
  /** Today is marked a rest or sick day: no counts, no "next up", nothing asked of her (decision 096). */
  dayMark?: 'rest' | 'sick' | null;
  /**
   * That notice is urgent (call 999, see a doctor today, a crisis line): the note says so, says the plan
   * can wait, and stops there. No welcome, counts or "well done" under words like those.
   */
  safetyUrgent?: boolean;
  /** Varies the wording between people (e.g. her user id). */
  seed?: string;
  /** The programme's name (default '45-Day Hormone Reset'). */
  programName?: string | null;
}

const DEFAULT_NAMES = new Set(['cadence member', 'cadence', 'member', '']);

export function firstNameOf(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (DEFAULT_NAMES.has(trimmed.toLowerCase())) return null;
  return trimmed.split(/\s+/)[0] ?? null;
}

/** Sentences of a note (for the never-repeat rule). */
export function noteSentences(note: string | null | undefined): string[] {
  return (note ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const SLEPT_BETTER = /\b(?:slept (?:a (?:bit|little|lot) |much |slightly |a touch )?better|(?:a )?better night(?:'s sleep)?|sleep (?:is|was) (?:a (?:bit|little) )?better)\b/;

const FORGOT_WHAT = /\b(?:forgot|forget|forgetting)\s+(?:to\s+take\s+)?(?:my|the)\s+(supplements?|vitamins?|magnesium|pills?|tablets?|water|stretches|walk|breathing)\b/;

const FATIGUE_WORDS = /^(?:tired|exhausted|fatigued|drained|sluggish|knackered|worn out|lethargic|shattered|wiped out)$/;
const STRESS_WORDS = /^(?:stressed|overwhelmed|frazzled|burnt out|burned out|under pressure)$/;

/** One symptom said back to her, in her words where they are plain enough to repeat. */
function inHerTerms(symptom: Symptom, words: string): string {
  switch (symptom) {
    case 'poor sleep':
      return /wak|woke|up all night/.test(words) ? 'you kept waking in the night' : 'you slept badly';
    case 'fatigue':
      return FATIGUE_WORDS.test(words) ? `you feel ${words}` : 'your energy is low';
    case 'brain fog':
      return 'your head feels foggy';
    case 'headache':
      return /migraine/.test(words) ? 'you have a migraine' : 'you have a headache';
    case 'back pain':
      return /lower back/.test(words) ? 'your lower back hurts' : /upper back/.test(words) ? 'your upper back hurts' : 'your back hurts';
    case 'neck pain':
      return 'your neck hurts';
    case 'shoulder pain':
      return 'your shoulders hurt';
    case 'knee pain':
      return 'your knees hurt';
    case 'hip pain':
      return 'your hips hurt';
    case 'joint pain':
      return 'your joints ache';
    case 'stiffness':
      return 'you feel stiff';
    case 'cramps':
      return 'you have cramps';
    case 'bloating':
      return 'you feel bloated';
    case 'digestive upset':
      return 'your stomach is upset';
    case 'nausea':
      return 'you feel sick';
    case 'hot flushes':
      return /flash/.test(words) ? 'the hot flashes are bothering you' : 'the hot flushes are bothering you';
    case 'night sweats':
      return 'you had night sweats';
    case 'cravings':
      return 'you have cravings';
    case 'stress':
      return STRESS_WORDS.test(words) ? `you feel ${words}` : 'you feel stressed';
    case 'anxiety':
      return /worried|nervous|anxious/.test(words) ? `you feel ${words}` : 'you feel anxious';
    case 'low mood':
      return 'you feel low';
    case 'irritability':
      return 'you feel irritable';
  }
}

/** A symptom she says is easing ("a bit better", "fewer hot flushes"). */
function easingTerms(symptom: Symptom, words: string): string {
  if (symptom === 'poor sleep') return 'your sleep is a little better';
  if (symptom === 'hot flushes' || symptom === 'night sweats') return `the ${symptom === 'night sweats' ? 'night sweats are' : /flash/.test(words) ? 'hot flashes are' : 'hot flushes are'} easing`;
  const where = /^(back|neck|shoulder|knee|hip|joint) pain$/.exec(symptom)?.[1];
  if (where !== undefined) return `your ${/lower back/.test(words) ? 'lower back' : where} is a bit better`;
  return `the ${symptom} is easing`;
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** What she said today, said back: "You slept badly and your lower back hurts". */
export function acknowledgeCheckIn(checkIn: NoteCheckIn): string | null {
  const mentions = checkIn.note ? noteSymptomMentions(checkIn.note) : [];
  let phrases = mentions.map((m) => (m.easing ? easingTerms(m.symptom, m.words) : inHerTerms(m.symptom, m.words)));
  if (phrases.length === 0 && checkIn.symptoms && checkIn.symptoms.length > 0) {
    phrases = checkIn.symptoms.slice(0, 3).map((s) => `you mentioned ${s}`);
  }
  // "Slept a bit better" names no symptom, but it is the news of her morning.
  if (phrases.length === 0 && checkIn.note && SLEPT_BETTER.test(normalizeText(checkIn.note))) phrases.push('your sleep is a little better');
  // "Forgot my supplements" is worth saying back too.
  const forgot = checkIn.note ? FORGOT_WHAT.exec(normalizeText(checkIn.note)) : null;
  if (forgot !== null) phrases.push(`you forgot your ${forgot[1]}`);
  // Fatigue said twice ("tired" and "energy 3/10") reads as one.
  phrases = [...new Set(phrases)].slice(0, 3);
  if (phrases.length > 0) return capital(joinAnd(phrases));
  const energy = levelScore(checkIn.energy ?? undefined);
  const mood = levelScore(checkIn.mood ?? undefined);
  if ((energy !== null && energy >= 7) || (mood !== null && mood >= 7)) return 'You feel good today';
  if (energy !== null && energy <= 3) return 'Your energy is low today';
  return null;
}

/** "put “X” first" / "put “Y” next" (and, in plans stored before decision 096, "moved “X” to the top"). */
const PUT_UP = /^(?:put (“[^”]+”) (first|next)|moved (“[^”]+”) to the top)$/;

/**
 * "put “A” first", "put “A” first and “B” next", "put “A” first, then “B” and “C”"; when this check-in's first
 * task comes after one an earlier check-in put first: "put “B” next", "put “B” and “C” next".
 */
function putUpPhrase(items: readonly { name: string; first: boolean }[]): string {
  const [head, ...rest] = items;
  if (!head) return '';
  const names = rest.map((i) => i.name);
  if (!head.first) return `put ${joinAnd([head.name, ...names])} next`;
  if (names.length === 0) return `put ${head.name} first`;
  if (names.length === 1) return `put ${head.name} first and ${names[0]} next`;
  return `put ${head.name} first, then ${joinAnd(names)}`;
}

/**
 * Changes read as one sentence: the tasks put up are named together, once each, in their order on her list
 * ("put “A” first and “B” next"), and a verb said just before is not said again ("added water and a screen
 * break, and a walk"). A change named twice is said once.
 */
function mergeChanges(changes: readonly string[]): string[] {
  const unique = [...new Set(changes)];
  const seen = new Set<string>();
  const putUp = unique.flatMap((c) => {
    const m = PUT_UP.exec(c);
    const name = m ? ((m[1] ?? m[3]) as string) : undefined;
    if (name === undefined || seen.has(name)) return [];
    seen.add(name);
    return [{ name, first: m?.[2] !== 'next' }];
  });
  const out: string[] = [];
  let lastVerb = '';
  for (const c of unique) {
    if (PUT_UP.test(c)) {
      if (putUp.length > 0) out.push(putUpPhrase(putUp.splice(0)));
      lastVerb = 'put';
      continue;
    }
    const verb = c.split(' ')[0] ?? '';
    out.push(verb === lastVerb && verb === 'added' ? c.slice(verb.length + 1) : c);
    lastVerb = verb;
  }
  return out;
}

/**
 * The changes that are still true of the tasks as they are now: a task put first (or next) whose place has since
 * been taken by a task left to do above it (she unticked one) is no longer announced, so the note never says "I put
 * X first" beside "next up is Y" (decision 096). Other changes are kept.
 */
export function changesStillTrue<T extends AdjustmentObject | string>(changes: readonly T[], tasks: readonly { label: string; status: string }[]): T[] {
  const labelOf = (c: T) => (typeof c === 'string' ? c : c.label);
  const putNames = new Set(changes.map((c) => PUT_UP.exec(lowerFirst(labelOf(c)))).flatMap((m) => (m ? [((m[1] ?? m[3]) as string).slice(1, -1)] : [])));
  return changes.filter((c) => {
    const m = PUT_UP.exec(lowerFirst(labelOf(c)));
    if (!m) return true;
    const name = ((m[1] ?? m[3]) as string).slice(1, -1);
    const at = tasks.findIndex((t) => t.label === name);
    return at >= 0 && tasks.slice(0, at).every((t) => t.status === 'done' || putNames.has(t.label));
  });
}

/** "so I added an evening wind-down and made “Run” lighter". */
function describeChanges(changes: readonly (AdjustmentObject | string)[]): string | null {
  const labels = changes.map((c) => (typeof c === 'string' ? c : c.label)).filter((l) => l.trim() !== '');
  if (labels.length === 0) return null;
  const merged = mergeChanges(labels.map((l) => lowerFirst(l.replace(/[.]+$/, ''))));
  const shown = merged.slice(0, 3);
  const more = merged.length - shown.length;
  return more > 0 ? `${joinAnd(shown)} (and ${more} more ${more === 1 ? 'change' : 'changes'})` : joinAnd(shown);
}

type Variants = readonly ((v: Record<string, string>) => string)[];

/** The first variant (starting at a seeded position) whose text is not among yesterday's sentences. */
function pick(variants: Variants, seed: string, vars: Record<string, string>, avoid: ReadonlySet<string>): string {
  const start = hashString(seed) % variants.length;
  for (let i = 0; i < variants.length; i++) {
    const text = (variants[(start + i) % variants.length] as Variants[number])(vars);
    if (!noteSentences(text).some((s) => avoid.has(s))) return text;
  }
  return (variants[start] as Variants[number])(vars);
}

const WELCOME: Variants = [
  (v) => `Welcome${v.comma}${v.name}. This is day 1 of your ${v.program}, and today is only about finding your feet.`,
  (v) => `Welcome${v.comma}${v.name}, and well done for starting. Day 1 of your ${v.program} is about getting to know your plan, not getting everything right.`,
];

const OPENINGS: Variants = [
  (v) => `Day ${v.day} of your ${v.program}${v.comma}${v.name}.`,
  (v) => `Good to see you${v.comma}${v.name}: this is day ${v.day} of your ${v.program}.`,
  (v) => `${v.name ? `${v.name}, this` : 'This'} is day ${v.day} of your ${v.program}.`,
  (v) => `Here you are on day ${v.day} of your ${v.program}${v.comma}${v.name}.`,
];

const STREAK: Variants = [
  (v) => `That is ${v.streak} days in a row you have shown up for yourself.`,
  (v) => `You have kept going ${v.streak} days running.`,
  (v) => `${capital(v.streak ?? '')} days in a row now.`,
];

const CLOSINGS: Variants = [
  () => 'Go gently: small steps count.',
  () => 'Do what you can today and let that be enough.',
  () => 'Listen to your body and adjust as you go.',
  () => 'One thing at a time is plenty.',
  () => 'Small steps are still steps.',
  () => 'Slow and steady is how this works.',
];

const HEARD_CHANGED: Variants = [
  (v) => `${v.heard}, so I ${v.changed}.`,
  (v) => `You told me ${v.lower}; I ${v.changed}.`,
  (v) => `Because ${v.lower}, I ${v.changed}.`,
];

const HEARD_ONLY: Variants = [
  (v) => `${v.heard}, and your plan already fits that, so nothing needed changing.`,
  (v) => `You told me ${v.lower}; today's plan already allows for that.`,
  (v) => `Thank you for telling me ${v.lower}; your plan stays as it is, so go at your own pace.`,
];

const THANKS: Variants = [
  () => 'Thank you for checking in today.',
  () => 'Thanks for letting me know how you are today.',
  () => 'Good to hear from you today.',
];

const CHANGED_ONLY: Variants = [(v) => `Today I ${v.changed}.`, (v) => `I ${v.changed} for today.`];

/** What she said yesterday, told back in the past tense ("you feel anxious" → "you felt anxious"). */
export function pastTense(phrase: string): string {
  return phrase
    .replace(/\bfeels?\b/g, 'felt')
    .replace(/\bhurts\b/g, 'hurt')
    .replace(/\bhave\b/g, 'had')
    .replace(/\bis\b/g, 'was')
    .replace(/\bare\b/g, 'were')
    .replace(/\bache\b/g, 'ached');
}

const YESTERDAY_HEARD: Variants = [
  (v) => `Yesterday you told me ${v.lower}. I hope today is a little kinder to you.`,
  (v) => `Yesterday you said ${v.lower}, so let today start gently.`,
  (v) => `I remember that yesterday ${v.lower}; tell me how today feels when you are ready.`,
];

const YESTERDAY_GOOD: Variants = [
  (v) => `Yesterday you told me ${v.lower}, and I was glad to hear it.`,
  (v) => `Yesterday you said ${v.lower}; I hope some of that carries into today.`,
  (v) => `I remember that yesterday ${v.lower}; let's build on that gently.`,
];

/** Words of a hard day: a line about yesterday with any of them is not a "good news" line. */
const HARD_WORDS = /\b(?:badly|hurts?|ached?|aches|low|anxious|stressed|tired|exhausted|bloated|sick|cramps|headache|migraine|waking|sweats|bothering|foggy|stiff|irritable|cravings|upset|forgot)\b/;

/** Her news is good: something feels good, easier or better, and nothing hard is said with it. */
const isGoodNews = (heard: string): boolean => /\b(?:good|easing|better)\b/i.test(heard) && !HARD_WORDS.test(heard.toLowerCase());

const HEARD_GOOD: Variants = [
  (v) => `${v.heard}, and that is good to hear.`,
  (v) => `I am glad ${v.lower}.`,
  (v) => `Good news: ${v.lower}.`,
];

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** A sentence about yesterday, the week's trend or the streak (not on day 1). */
function historyLine(history: NoteHistory, today: NoteCheckIn | null | undefined, seed: string, avoid: ReadonlySet<string>): string | null {
  const y = history.yesterday;
  const yEnergy = levelScore(y?.energy ?? undefined);
  const tEnergy = levelScore(today?.energy ?? undefined);
  // Yesterday's check-in, in her terms, comes first on a morning she has not written yet.
  const heardYesterday = y?.checkedIn && !today?.note ? acknowledgeCheckIn({ note: y.note ?? null, energy: y.energy, mood: y.mood, symptoms: y.symptoms }) : null;
  if (heardYesterday) {
    const told = pastTense(lowerFirst(heardYesterday).replace(/ today$/, '').replace(/\byou mentioned\b/g, 'you had'));
    const good = isGoodNews(told);
    const line = pick(good ? YESTERDAY_GOOD : YESTERDAY_HEARD, `${seed}:yesterday`, { lower: told }, avoid);
    if (!noteSentences(line).some((s) => avoid.has(s))) return line;
  }
  const candidates: string[] = [];
  if (yEnergy !== null && tEnergy !== null && tEnergy - yEnergy >= 2) candidates.push('Your energy is up on yesterday, which is good to hear.');
  else if (yEnergy !== null && yEnergy <= 3 && tEnergy === null) candidates.push('Yesterday your energy was low, so start with whatever feels easiest.');
  if (history.weekTrend === 'improving') candidates.push('Your energy has been rising this week.');
  if (history.weekTrend === 'declining') candidates.push('Your energy has dipped this week, so today can stay gentle.');
  if (y && typeof y.done === 'number' && typeof y.total === 'number' && y.total > 0 && y.done > 0) {
    candidates.push(
      y.done >= y.total ? `Yesterday you finished all ${y.total} tasks.` : `Yesterday you ticked off ${y.done} of ${y.total} tasks.`,
    );
  }
  if (history.streak >= 2) candidates.push(pick(STREAK, `${seed}:streak`, { streak: numberWord(history.streak) }, avoid));
  const fresh = candidates.filter((c) => !avoid.has(c));
  if (fresh.length === 0) return null;
  return fresh[hashString(`${seed}:history`) % fresh.length] as string;
}

/** Where she stands: live counts and where to start. */
function countsLine(counts: NotePlanCounts, day: number | null, avoid: ReadonlySet<string>): string {
  const { total, done } = counts;
  const next = counts.next?.trim();
  const options: string[] = [];
  if (total === 0) {
    options.push('No routines are scheduled today; a short walk or a few slow breaths still count.');
    options.push('Nothing is scheduled today, so a few slow breaths or a short walk is plenty.');
  } else if (done >= total) {
    options.push(`${total === 1 ? 'Your task is' : total === 2 ? 'Both tasks are' : `All ${total} tasks are`} done today. Well done, and rest if you need to.`);
    options.push(`You have done everything on today's plan (${total} of ${total}). Enjoy the rest of the day.`);
  } else if (done === 0) {
    const start = next ? ` A good place to start is “${next}”.` : '';
    options.push(`You have ${total} ${total === 1 ? 'task' : 'tasks'} today.${start}`);
    options.push(`Today's plan has ${total} ${total === 1 ? 'task' : 'tasks'}.${next ? ` Begin with “${next}”.` : ''}`);
  } else {
    const left = total - done;
    options.push(`You have done ${done} of ${total}${next ? `; next up is “${next}”` : ''}.`);
    options.push(`${done} of ${total} done, ${left} to go${next ? `, starting with “${next}”` : ''}.`);
  }
  if (day === 1 && done === 0 && total > 0) {
    options.unshift(`There are ${total} ${total === 1 ? 'task' : 'tasks'} waiting, and doing even one of them today is a good start.`);
  }
  return options.find((o) => !noteSentences(o).some((s) => avoid.has(s))) ?? (options[0] as string);
}

/** On a day she marked rest or sick, in place of the counts and the closing (decision 096). */
export const REST_DAY_NOTE = 'Rest today; nothing here is expected of you.';

/** The motivation card on a day she marked rest or sick (decision 096). */
export const REST_DAY_MOTIVATION = 'Resting is part of the programme. Look after yourself today; your plan will be here when you are ready.';

/** After an urgent safety notice, the only other line of the note. */
export const URGENT_HOLD = 'Your tasks can wait. Do what the notice says first, and come back to your plan only when you feel ready.';

/**
 * The coach note for today. Signature (docs/decisions/065; the live note of docs/decisions/024):
 *   writeCoachNote({ name, day, checkIn, changes, counts, history, yesterdayNote, hasSafety, seed, programName }) → string
 * - day 1 welcomes her and never scolds; later days say something about her streak, yesterday or
 *   the week's trend;
 * - a check-in is said back in her terms ("You slept badly and your lower back hurts, so I …");
 * - counts are the plan's live counts; no sentence of `yesterdayNote` is repeated.
 */
export function writeCoachNote(input: CoachNoteInput): string {
  const seed = `${input.seed ?? ''}:${input.day ?? 0}`;
  const avoid = new Set(noteSentences(input.yesterdayNote));
  const first = firstNameOf(input.name);
  const program = input.programName?.trim() || DEFAULT_PROGRAM_NAME;
  const vars = {
    name: first ?? '',
    comma: first ? ', ' : '',
    day: String(input.day ?? ''),
    days: String(PROGRAM_LENGTH_DAYS),
    program,
  };
  const parts: string[] = [];
  if (input.hasSafety || input.safetyUrgent) parts.push('Please read the safety notice first; your health comes before any plan.');
  if (input.safetyUrgent) {
    parts.push(URGENT_HOLD);
    return parts.join(' ');
  }

  const day = input.day;
  if (day === 1) parts.push(pick(WELCOME, seed, vars, avoid));
  else if (day !== null && day > PROGRAM_LENGTH_DAYS) {
    parts.push(`${first ? `${first}, you` : 'You'} are ${day - PROGRAM_LENGTH_DAYS} days beyond your ${program}; keep what works for you.`);
  } else if (day !== null) parts.push(pick(OPENINGS, seed, vars, avoid));
  else if (first) parts.push(`${first}, here is your plan for today.`);

  const heard = input.checkIn ? acknowledgeCheckIn(input.checkIn) : null;
  const changed = describeChanges(input.changes ?? []);
  const hv = { heard: heard ?? '', lower: heard ? lowerFirst(heard) : '', changed: changed ?? '' };
  if (heard && changed) parts.push(pick(HEARD_CHANGED, `${seed}:heard`, hv, avoid));
  else if (heard) parts.push(pick(isGoodNews(heard) ? HEARD_GOOD : HEARD_ONLY, `${seed}:heard`, hv, avoid));
  else if (changed) parts.push(pick(CHANGED_ONLY, `${seed}:heard`, hv, avoid));
  else if (input.checkIn?.note && input.checkIn.note.trim() !== '') parts.push(pick(THANKS, `${seed}:heard`, hv, avoid));

  if (input.dayMark) {
    parts.push(REST_DAY_NOTE);
    return parts.join(' ');
  }
  if (day !== null && day > 1 && input.history) {
    const line = historyLine(input.history, input.checkIn, seed, avoid);
    if (line) parts.push(line);
  }
  parts.push(countsLine(input.counts, day, avoid));
  parts.push(pick(CLOSINGS, `${seed}:closing`, vars, avoid));
  return parts.join(' ');
}
