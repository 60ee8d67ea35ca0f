// Output guards run on everything a coach (rule-based or LLM) generates before it reaches the
// user: calorie targets and weight-loss quantities are scrubbed, supplements that are not
// auto-recommendable for the user are removed, and the disclaimer is attached.
import type { SupplementScreeningProfile } from '../catalogues';
import type { Adjustment, DailyPlan, PlanTask } from '../schemas';
import { screenRecommendationsDetailed } from './supplement-screen';
import { MEDICAL_DISCLAIMER, scrubUnsafeAdvice } from './weight-talk';

const SCRUBBED_KEYS = ['title', 'label', 'description', 'rationale', 'notes', 'content', 'message', 'coachNote'] as const;

/** Copy of an item with its text fields (and subtask texts) scrubbed of calorie/weight targets. */
export function scrubItem<T>(item: T): T {
  if (typeof item === 'string') return scrubUnsafeAdvice(item) as T;
  if (item === null || typeof item !== 'object') return item;
  const rec = item as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const key of SCRUBBED_KEYS) {
    const v = rec[key];
    if (typeof v === 'string') {
      const clean = scrubUnsafeAdvice(v);
      if (clean !== v) (out ??= { ...rec })[key] = clean;
    }
  }
  if (Array.isArray(rec.subtasks)) {
    const subtasks = (rec.subtasks as unknown[]).map((s) => {
      if (s === null || typeof s !== 'object') return s;
      const st = s as Record<string, unknown>;
      const name = typeof st.name === 'string' ? scrubUnsafeAdvice(st.name) : st.name;
      const description = typeof st.description === 'string' ? scrubUnsafeAdvice(st.description) : st.description;
      return name === st.name && description === st.description ? s : { ...st, name, description };
    });
    if (subtasks.some((s, i) => s !== (rec.subtasks as unknown[])[i])) (out ??= { ...rec }).subtasks = subtasks;
  }
  return (out ?? item) as T;
}

/** Screen supplements for the user, then scrub calorie/weight talk. Works on any recommendation-like list. */
export function sanitizeRecommendations<T>(items: readonly T[], profile: SupplementScreeningProfile): T[] {
  return screenRecommendationsDetailed(items, profile).kept.map(scrubItem);
}

/**
 * Guard a generated daily plan. Tasks and adjustments proposed by the coach (source
 * 'adjustment_add', all adjustments) are screened for supplements; the user's own routine and
 * manual tasks are kept, but a routine task naming an unsafe supplement gets a caution note.
 * All text is scrubbed and the disclaimer is attached.
 */
export function sanitizeDailyPlan(plan: DailyPlan, profile: SupplementScreeningProfile): DailyPlan {
  const tasks: PlanTask[] = [];
  for (const task of plan.tasks) {
    if (task.source === 'adjustment_add') {
      const kept = screenRecommendationsDetailed([task], profile).kept[0];
      if (kept !== undefined) tasks.push(scrubItem(kept));
      continue;
    }
    const blocked = screenRecommendationsDetailed([task], profile).dropped.length > 0;
    const scrubbed = scrubItem(task);
    tasks.push(
      blocked && task.source === 'routine'
        ? { ...scrubbed, notes: withSentence(scrubbed.notes, SUPPLEMENT_CAUTION_NOTE) }
        : scrubbed,
    );
  }
  const adjustments: Adjustment[] = sanitizeRecommendations(plan.adjustments, profile);
  return {
    ...plan,
    coachNote: scrubUnsafeAdvice(plan.coachNote),
    tasks,
    adjustments,
    dailyMotivation: { message: scrubUnsafeAdvice(plan.dailyMotivation.message) },
    personalizedTip: scrubItem(plan.personalizedTip),
    disclaimer: plan.disclaimer ?? MEDICAL_DISCLAIMER,
  };
}

function withSentence(text: string | undefined, sentence: string): string {
  const base = (text ?? '').trim();
  if (base === '') return sentence;
  if (base.includes(sentence)) return base;
  return `${/[.!?]$/.test(base) ? base : `${base}.`} ${sentence}`;
}

/** Note added to a user's own supplement routine task when their profile flags it. */
export const SUPPLEMENT_CAUTION_NOTE =
  'Check with your doctor or pharmacist before taking this: it may not suit your medication, a health condition or pregnancy.';
