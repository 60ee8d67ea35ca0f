// Phase-aware plan (docs/decisions/043): reasons on routine tasks shift with her cycle phase (natural
// cycles), or give sleep, mood and hot-flush support (perimenopause/menopause). Contraception/HRT,
// pregnancy, breastfeeding, 'prefer not to say' and no answer leave the plan as it is. Seed
// cycling is only mentioned for natural cycles. Called by the plan builder after buildDailyPlan.
import type { CyclePhase, LifeStage } from '../schemas/enums';
import type { DailyPlan, PlanTask } from '../schemas/plan';
import { phaseLabel, rhythmKindOf, rhythmToday, screeningPregnancyStatusFor } from '../engine/cycle';
import { screenRecommendationsForUser } from '../safety/supplement-screen';
import { REASON_DAILY, REASON_WEEKLY } from './daily-plan';

type Category = 'movement' | 'nutrition' | 'mindfulness';

/** What each phase suggests, by category (short: they follow 'Luteal, day 22: '). */
export const PHASE_SUGGESTIONS: Readonly<Record<CyclePhase, Record<Category, string>>> = {
  menstrual: {
    movement: 'gentle movement today, like walking or stretching',
    nutrition: 'warm meals and iron-rich foods',
    mindfulness: 'extra rest is welcome today',
  },
  follicular: {
    movement: 'a good window to build strength',
    nutrition: 'fresh, fibre-rich meals',
    mindfulness: 'a good day to try something new',
  },
  ovulatory: {
    movement: 'energy often peaks: a stronger session fits here',
    nutrition: 'plenty of fibre, colour and water',
    mindfulness: 'a good day to connect with someone',
  },
  luteal: {
    movement: 'gentler strength today',
    nutrition: 'steady meals with protein and magnesium-rich foods',
    mindfulness: 'wind down a little earlier tonight',
  },
};

/** Perimenopause/menopause support by category (no cycle language). */
export const MENOPAUSE_SUGGESTIONS: Readonly<Record<Category, string>> = {
  movement: 'Sleep and mood support: steady movement, at a cooler time of day',
  nutrition: 'Hot-flush support: go easy on spicy food, alcohol and late caffeine',
  mindfulness: 'Sleep and mood support: slow breathing can ease a hot flush',
};

const isCategory = (c: string | undefined): c is Category => c === 'movement' || c === 'nutrition' || c === 'mindfulness';
const SEED_CYCLING = /\bseed[- ]cycling\b/i;

/** Removes a 'Seed cycling' item from a task's 'Includes: …' notes (non-natural-cycle users). */
export function withoutSeedCycling(notes: string): string {
  if (!SEED_CYCLING.test(notes)) return notes;
  const m = /^Includes: (.*?)( and \d+ more)?$/.exec(notes);
  if (!m) return notes.replace(SEED_CYCLING, '').replace(/\s{2,}/g, ' ').trim();
  const items = (m[1] ?? '').split(', ').filter((i) => !SEED_CYCLING.test(i));
  return items.length === 0 ? '' : `Includes: ${items.join(', ')}${m[2] ?? ''}`;
}

/** The phase reason for a task, or null when the task keeps its reason. */
export function rhythmReason(task: Pick<PlanTask, 'source' | 'reasonTag' | 'category'>, user: RhythmUser, date: string): string | null {
  if (task.source !== 'routine' || (task.reasonTag !== REASON_DAILY && task.reasonTag !== REASON_WEEKLY)) return null;
  if (!isCategory(task.category)) return null;
  const kind = rhythmKindOf(user.lifeStage);
  if (kind === 'menopause') return MENOPAUSE_SUGGESTIONS[task.category];
  if (kind !== 'cycle') return null;
  const cycle = rhythmToday(user, date).cycle;
  if (!cycle || cycle.late) return null;
  return `${phaseLabel(cycle.phase)}, day ${cycle.day}: ${PHASE_SUGGESTIONS[cycle.phase][task.category]}`;
}

export interface RhythmUser {
  lifeStage?: LifeStage | null;
  periodStarts?: readonly string[];
}

/**
 * Seed cycling is for natural cycles: removed for perimenopause/menopause, contraception/HRT,
 * pregnancy and breastfeeding. Without an answer (or 'prefer not to say') nothing changes.
 */
export function seedCyclingAllowed(lifeStage: LifeStage | null | undefined): boolean {
  const kind = rhythmKindOf(lifeStage);
  return kind === 'cycle' || kind === 'none';
}

/**
 * Onboarding recommendations for her life stage: without seed cycling when it does not fit, and
 * without supplements that pregnancy or breastfeeding rule out (the screen a server-side save
 * applies too, decision 070).
 */
export function recommendationsForLifeStage<T extends { title: string; description?: string }>(recs: readonly T[], lifeStage: LifeStage | null | undefined): T[] {
  return screenForLifeStage(recommendationsWithoutSeedCycling(recs, lifeStage), lifeStage);
}

/** Recommendations without seed cycling when it does not fit her life stage (no supplement screening). */
export function recommendationsWithoutSeedCycling<T extends { title: string; description?: string }>(recs: readonly T[], lifeStage: LifeStage | null | undefined): T[] {
  return seedCyclingAllowed(lifeStage) ? [...recs] : recs.filter((r) => !SEED_CYCLING.test(r.title) && !SEED_CYCLING.test(r.description ?? ''));
}

/** Wizard routines for her life stage: no seed-cycling subtasks where it does not fit, no supplement pregnancy/breastfeeding rules out. */
export function routinesForLifeStage<R extends { subtasks?: readonly { name: string; description?: string }[] }>(routines: readonly R[], lifeStage: LifeStage | null | undefined): R[] {
  const fitting = seedCyclingAllowed(lifeStage)
    ? [...routines]
    : routines
        .map((r) => (r.subtasks ? { ...r, subtasks: r.subtasks.filter((s) => !SEED_CYCLING.test(s.name) && !SEED_CYCLING.test(s.description ?? '')) } : r))
        // A routine that was only seed cycling has nothing left to offer her.
        .filter((r, i) => !r.subtasks || r.subtasks.length > 0 || (routines[i]?.subtasks?.length ?? 0) === 0);
  return screenForLifeStage(fitting, lifeStage);
}

/** Items screened for what her life stage alone says (pregnant / breastfeeding); unchanged otherwise. */
function screenForLifeStage<T>(items: T[], lifeStage: LifeStage | null | undefined): T[] {
  return screeningPregnancyStatusFor(lifeStage) === null ? items : screenRecommendationsForUser(items, { lifeStage });
}

/** The plan with phase (or menopause) reasons on routine tasks, and seed cycling only where it fits. */
export function applyRhythmToPlan<P extends Pick<DailyPlan, 'tasks'>>(plan: P, user: RhythmUser, date: string): P {
  const natural = seedCyclingAllowed(user.lifeStage);
  const tasks = plan.tasks.map((t) => {
    const next: PlanTask = { ...t };
    const reason = rhythmReason(t, user, date);
    if (reason !== null) next.reasonTag = reason;
    if (!natural && next.notes !== undefined) {
      const notes = withoutSeedCycling(next.notes);
      if (notes === '') delete next.notes;
      else next.notes = notes;
    }
    return next;
  });
  return { ...plan, tasks };
}
