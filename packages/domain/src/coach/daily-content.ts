// Daily motivation and personalised tip cards, chosen from the curated library. Deterministic
// for (user, date); one user never sees the same card two days running.
import type { DailyMotivation, PersonalizedTip, RoutineType } from '../schemas';
import { MOTIVATIONS, TIPS, type LibraryTip } from './content-library';
import { pickForDay } from './rotation';

/** Fewer tips than this in a personalised pool and the whole library is used instead. */
export const MIN_TIP_POOL = 8;

export function dailyMotivationFor(userId: string, date: string): DailyMotivation {
  return { message: pickForDay(MOTIVATIONS, `motivation:${userId}`, date) };
}

/** What a tip reader needs from a user. */
export interface TipUser {
  id: string;
  challenges?: readonly string[] | null;
  goals?: readonly string[] | null;
  healthConditions?: string | null;
}

const CATEGORY_HINTS: ReadonlyArray<readonly [RoutineType, RegExp]> = [
  ['mindfulness', /\b(stress|burnout|anxi|sleep|insomnia|mood|depress|overwhelm|mental|calm)/i],
  ['movement', /\b(pain|injur|mobility|stiff|back|neck|joint|fitness|exercise|strength|energy|fatigue)/i],
  ['nutrition', /\b(digest|gut|bloat|diet|nutrition|food|meal|weight|energy|fatigue|blood sugar|craving)/i],
  ['other', /\b(cycle|pms|period|hormone|menopaus|perimenopaus|sleep|track)/i],
];

const poolCache = new Map<string, readonly LibraryTip[]>();

/** Tip categories that fit the user's challenges, goals and conditions (all categories when none fit). */
export function tipCategoriesFor(user: TipUser): RoutineType[] {
  const text = [...(user.challenges ?? []), ...(user.goals ?? []), user.healthConditions ?? ''].join(' ');
  const cats = CATEGORY_HINTS.filter(([, re]) => re.test(text)).map(([c]) => c);
  return cats;
}

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

export function personalizedTipFor(user: TipUser, date: string): PersonalizedTip {
  const t = pickForDay(tipPool(user), `tip:${user.id}`, date);
  return { title: t.title, category: t.category, difficulty: t.difficulty, content: t.content };
}
