// Daily motivation and personalised tip cards, chosen from the curated, tagged library to fit her:
// the programme day (day 1 welcomes; "how far you have come" waits for week 2), yesterday (a low
// day gets a gentle line and an easy tip; a day with ticks gets a momentum line), her challenges,
// and what she ticked (a tip for an area she has not reached yet). Nothing shown on an earlier day
// of the programme is shown again. Deterministic for the same inputs.
import type { DailyMotivation, ExtractLevel, PersonalizedTip, RoutineType, TipDifficulty } from '../schemas';
import { levelScore } from '../engine/weekly';
import { hashString } from '../safety/text';
import { MOTIVATION_LINES, type MotivationLine, type MotivationTag } from './motivation-library';
import { TIPS, type LibraryTip } from './content-library';
import { epochDay, pickForDay } from './rotation';
import { detectThemes, type Theme } from './themes';

/** Fewer tips than this in a personalised pool and the whole library is used instead. */
export const MIN_TIP_POOL = 8;

/** What a tip reader needs from a user. */
export interface TipUser {
  id: string;
  challenges?: readonly string[] | null;
  goals?: readonly string[] | null;
  healthConditions?: string | null;
  createdAt?: string | null;
}

/** What the cards know about the day beyond the user (all optional). */
export interface ContentContext {
  /** Programme day, 1-based (default: from user.createdAt). */
  day?: number | null;
  /** Yesterday: her check-in levels and what she ticked. */
  yesterday?: {
    energy?: ExtractLevel | null;
    mood?: ExtractLevel | null;
    /** Routine types she ticked (a task of that category done, or the log's type flag). */
    ticked?: readonly RoutineType[];
    done?: number;
    total?: number;
  } | null;
  /**
   * Motivation texts and tip titles shown on earlier days of the programme. When absent the
   * earlier days' choices are recomputed (without their day-specific context).
   */
  shownBefore?: readonly string[];
}

const CATEGORY_HINTS: ReadonlyArray<readonly [RoutineType, RegExp]> = [
  ['mindfulness', /\b(stress|burnout|anxi|sleep|insomnia|mood|depress|overwhelm|mental|calm)/i],
  ['movement', /\b(pain|injur|mobility|stiff|back|neck|joint|fitness|exercise|strength|energy|fatigue)/i],
  ['nutrition', /\b(digest|gut|bloat|diet|nutrition|food|meal|weight|energy|fatigue|blood sugar|craving)/i],
  ['other', /\b(cycle|pms|period|hormone|menopaus|perimenopaus|sleep|track)/i],
];

const userText = (user: TipUser): string => [...(user.challenges ?? []), ...(user.goals ?? []), user.healthConditions ?? ''].join(' ');

/** Tip categories that fit the user's challenges, goals and conditions (all categories when none fit). */
export function tipCategoriesFor(user: TipUser): RoutineType[] {
  const text = userText(user);
  return CATEGORY_HINTS.filter(([, re]) => re.test(text)).map(([c]) => c);
}

/** Her themes (sleep, stress, cycle …) from challenges, goals and conditions. */
export function userThemes(user: TipUser): Theme[] {
  return detectThemes([...(user.challenges ?? []), ...(user.goals ?? []), user.healthConditions ?? '']);
}

function dayOf(user: TipUser, date: string, ctx: ContentContext): number | null {
  if (typeof ctx.day === 'number') return ctx.day;
  if (typeof user.createdAt !== 'string') return null;
  try {
    return Math.max(0, epochDay(date) - epochDay(user.createdAt)) + 1;
  } catch {
    return null;
  }
}

interface Mood {
  low: boolean;
  good: boolean;
}

function yesterdayMood(ctx: ContentContext): Mood {
  const y = ctx.yesterday;
  if (!y) return { low: false, good: false };
  const energy = levelScore(y.energy ?? undefined);
  const mood = levelScore(y.mood ?? undefined);
  const low = (energy !== null && energy <= 3) || (mood !== null && mood <= 3);
  const ticked = (y.ticked?.length ?? 0) > 0 || (y.done ?? 0) > 0;
  return { low, good: !low && ticked };
}

const tieBreak = (seed: string, key: string): number => hashString(`${seed}|${key}`) / 4294967296;

/** Pick the best-scoring item not yet shown (ties broken by a per-user hash). */
function best<T>(items: readonly T[], key: (t: T) => string, score: (t: T) => number, seed: string, shown: ReadonlySet<string>): T | undefined {
  let top: T | undefined;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    if (shown.has(key(item))) continue;
    const s = score(item) + tieBreak(seed, key(item));
    if (s > topScore) {
      top = item;
      topScore = s;
    }
  }
  return top;
}

// --- motivation ---------------------------------------------------------------------------------

function motivationEligible(line: MotivationLine, day: number): boolean {
  if (day <= 1) return line.tags.includes('welcome');
  return !line.tags.includes('welcome') && (line.minDay ?? 2) <= day;
}

function motivationScore(line: MotivationLine, day: number, themes: readonly Theme[], mood: Mood): number {
  const has = (t: MotivationTag): boolean => line.tags.includes(t);
  // A line that speaks about yesterday is only true in that context.
  if (/\byesterday\b/i.test(line.text) && !((has('low') && mood.low) || (has('momentum') && mood.good))) return -100;
  let s = 0;
  if (has('low')) s += mood.low ? 6 : -1;
  if (has('momentum')) s += mood.good ? 4 : 0;
  if (has('early')) s += day <= 7 ? 3 : -2;
  if (has('progress')) s += 3;
  if (has('late')) s += 4;
  for (const t of themes) if (line.tags.includes(t)) s += 2;
  return s;
}

function pickMotivation(seed: string, day: number, themes: readonly Theme[], mood: Mood, shown: ReadonlySet<string>): string {
  const eligible = MOTIVATION_LINES.filter((l) => motivationEligible(l, day));
  const score = (l: MotivationLine): number => motivationScore(l, day, themes, mood);
  const chosen = best(eligible, (l) => l.text, score, `${seed}:${day}`, shown) ?? best(MOTIVATION_LINES, (l) => l.text, score, `${seed}:${day}`, shown);
  return (chosen ?? (MOTIVATION_LINES[0] as MotivationLine)).text;
}

const NEUTRAL: Mood = { low: false, good: false };
const HISTORY_MEMO = new Map<string, string[]>();

/** The lines earlier days would have shown (recomputed without their context), in day order. */
function recomputedHistory(kind: 'motivation' | 'tip', seed: string, day: number, pick: (d: number, shown: Set<string>) => string): Set<string> {
  const key = `${kind}|${seed}|${day}`;
  let list = HISTORY_MEMO.get(key);
  if (list === undefined) {
    const shown = new Set<string>();
    list = [];
    for (let d = 1; d < day; d++) {
      const line = pick(d, shown);
      shown.add(line);
      list.push(line);
    }
    if (HISTORY_MEMO.size > 2048) HISTORY_MEMO.clear();
    HISTORY_MEMO.set(key, list);
  }
  return new Set(list);
}

export function dailyMotivationFor(user: string | TipUser, date: string, ctx: ContentContext = {}): DailyMotivation {
  const u: TipUser = typeof user === 'string' ? { id: user } : user;
  const day = dayOf(u, date, ctx);
  const themes = userThemes(u);
  if (day === null) {
    // Without a programme day: a per-user rotation over the everyday lines (no repeat on consecutive days).
    const everyday = MOTIVATION_LINES.filter((l) => !l.tags.includes('welcome') && (l.minDay ?? 2) <= 2 && !/\byesterday\b/i.test(l.text));
    return { message: pickForDay(everyday, `motivation:${u.id}`, date).text };
  }
  const seed = `motivation:${u.id}:${themes.join(',')}`;
  const shown =
    ctx.shownBefore !== undefined
      ? new Set(ctx.shownBefore)
      : recomputedHistory('motivation', seed, day, (d, s) => pickMotivation(seed, d, themes, NEUTRAL, s));
  return { message: pickMotivation(seed, day, themes, yesterdayMood(ctx), shown) };
}

// --- tip ------------------------------------------------------------------------------------------

const DIFFICULTY_WORDS: Readonly<Record<TipDifficulty, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Harder' };
const DEFAULT_EFFORT: Readonly<Record<TipDifficulty, string>> = {
  easy: 'a few minutes',
  medium: '10-15 minutes',
  hard: '20 minutes or more',
};
const TIP_BY_TITLE = new Map(TIPS.map((t) => [t.title, t] as const));

/** The tip's effort in words for the card: 'Easy: 2 minutes' (never a bare 'medium' tag). */
export function tipEffortInWords(tip: Pick<PersonalizedTip, 'title' | 'difficulty'>): string {
  const difficulty = (tip.difficulty ?? 'easy') as TipDifficulty;
  const known = TIP_BY_TITLE.get(tip.title);
  return `${DIFFICULTY_WORDS[difficulty] ?? 'Easy'}: ${known?.minutes ?? DEFAULT_EFFORT[difficulty] ?? DEFAULT_EFFORT.easy}`;
}

function tipScore(t: LibraryTip, day: number, themes: readonly Theme[], cats: readonly RoutineType[], mood: Mood, ticked: readonly RoutineType[] | undefined): number {
  let s = 0;
  for (const th of themes) if (t.themes.includes(th)) s += 3;
  if (cats.includes(t.category)) s += 2;
  if (day <= 3 || mood.low) s += t.difficulty === 'easy' ? 2 : -2;
  // Nudge towards an area she did not reach yesterday (supplement tips are habits, not nudges).
  if (ticked && ticked.length > 0 && t.category !== 'supplement') s += ticked.includes(t.category) ? -1 : 1;
  return s;
}

function pickTip(seed: string, day: number, themes: readonly Theme[], cats: readonly RoutineType[], mood: Mood, ticked: readonly RoutineType[] | undefined, shown: ReadonlySet<string>): LibraryTip {
  const score = (t: LibraryTip): number => tipScore(t, day, themes, cats, mood, ticked);
  return best(TIPS, (t) => t.title, score, `${seed}:${day}`, shown) ?? (TIPS[0] as LibraryTip);
}

const poolCache = new Map<string, readonly LibraryTip[]>();

/** Tips of her categories (the whole library when fewer than MIN_TIP_POOL fit). */
function tipPool(user: TipUser): readonly LibraryTip[] {
  const cats = tipCategoriesFor(user);
  const key = cats.join(',');
  let pool = poolCache.get(key);
  if (pool === undefined) {
    const filtered = TIPS.filter((t) => cats.includes(t.category));
    pool = filtered.length >= MIN_TIP_POOL ? filtered : TIPS;
    poolCache.set(key, pool);
  }
  return pool;
}

const asTip = (t: LibraryTip): PersonalizedTip => ({ title: t.title, category: t.category, difficulty: t.difficulty, content: t.content });

export function personalizedTipFor(user: TipUser, date: string, ctx: ContentContext = {}): PersonalizedTip {
  const day = dayOf(user, date, ctx);
  if (day === null) return asTip(pickForDay(tipPool(user), `tip:${user.id}`, date));
  const themes = userThemes(user);
  const cats = tipCategoriesFor(user);
  const seed = `tip:${user.id}:${themes.join(',')}:${cats.join(',')}`;
  const shown =
    ctx.shownBefore !== undefined
      ? new Set(ctx.shownBefore)
      : recomputedHistory('tip', seed, day, (d, s) => pickTip(seed, d, themes, cats, NEUTRAL, undefined, s).title);
  return asTip(pickTip(seed, day, themes, cats, yesterdayMood(ctx), ctx.yesterday?.ticked, shown));
}
