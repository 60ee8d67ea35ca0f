// Cycle maths (docs/decisions/043). Pure: every function takes the dates it needs; none reads the clock.
// Phases are estimates from logged period starts; they are shown as ranges, never to the day.
import {
  CYCLE_LENGTH_MAX,
  CYCLE_LENGTH_MIN,
  CYCLES_FOR_ESTIMATE,
  DEFAULT_CYCLE_LENGTH,
  LUTEAL_LENGTH,
  MENSTRUAL_DAYS,
} from '../constants/rhythm';
import type { CyclePhase, LifeStage } from '../schemas/enums';
import { epochDay } from '../coach/rotation';
import { lifeStagePregnancyStatus } from '../catalogues/supplement-screening';

/** Which kind of guidance a life stage gets. */
export type RhythmKind = 'cycle' | 'menopause' | 'no_phase' | 'none';

/** Natural cycles get phase logic; peri/menopause get symptom support; contraception/HRT, pregnancy and breastfeeding get no phase logic. */
export function rhythmKindOf(lifeStage: LifeStage | null | undefined): RhythmKind {
  switch (lifeStage) {
    case 'regular_cycles':
    case 'irregular_cycles':
      return 'cycle';
    case 'perimenopause':
    case 'menopause':
      return 'menopause';
    case 'hormonal_contraception':
    case 'pregnant':
    case 'breastfeeding':
      return 'no_phase';
    default:
      return 'none';
  }
}

/** Seed cycling (and any cycle language) is only for natural cycles. */
export function cycleGuidanceAllowed(lifeStage: LifeStage | null | undefined): boolean {
  return rhythmKindOf(lifeStage) === 'cycle';
}

/**
 * The pregnancy status that supplement screening should use for a life stage ('pregnant' and
 * 'breastfeeding' feed screening); null when the life stage says nothing about it.
 */
export function screeningPregnancyStatusFor(lifeStage: LifeStage | null | undefined): 'pregnant' | 'breastfeeding' | null {
  return lifeStagePregnancyStatus(lifeStage);
}

export interface CycleLengthEstimate {
  /** The length used for phase maths (days). */
  days: number;
  /** The range her cycles have spanned (or the usual range while using the default). */
  low: number;
  high: number;
  /** 'history' once CYCLES_FOR_ESTIMATE cycles are logged, else 'default'. */
  basis: 'history' | 'default';
  /** Complete cycles used. */
  cyclesMeasured: number;
}

const clampLength = (n: number) => Math.min(CYCLE_LENGTH_MAX, Math.max(CYCLE_LENGTH_MIN, n));

function sortedUnique(dates: readonly string[]): string[] {
  return [...new Set(dates)].sort();
}

/**
 * Her cycle length from logged period starts: the median gap between consecutive starts, using
 * only gaps of 21–45 days (a longer gap usually means a start was not logged). The default 28 is
 * used until 2 cycles are measured. The range is the span of her measured gaps (default: 21–35).
 */
export function estimateCycleLength(periodStarts: readonly string[]): CycleLengthEstimate {
  const starts = sortedUnique(periodStarts);
  const gaps: number[] = [];
  for (let i = 1; i < starts.length; i++) {
    const gap = epochDay(starts[i] as string) - epochDay(starts[i - 1] as string);
    if (gap >= CYCLE_LENGTH_MIN && gap <= CYCLE_LENGTH_MAX) gaps.push(gap);
  }
  if (gaps.length < CYCLES_FOR_ESTIMATE) {
    return { days: DEFAULT_CYCLE_LENGTH, low: CYCLE_LENGTH_MIN, high: 35, basis: 'default', cyclesMeasured: gaps.length };
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return {
    days: clampLength(Math.round(median)),
    low: sorted[0] as number,
    high: sorted[sorted.length - 1] as number,
    basis: 'history',
    cyclesMeasured: gaps.length,
  };
}

/** Day bounds (1-based, inclusive) of each phase for a cycle length 21–45. */
export function phaseBounds(cycleLength: number): Record<CyclePhase, { from: number; to: number }> {
  const length = clampLength(Math.round(cycleLength));
  // Ovulation ≈ length − 14, but never inside the menstrual days (short cycles keep ≥ 1 follicular day).
  const ovulation = Math.max(length - LUTEAL_LENGTH, MENSTRUAL_DAYS + 3);
  return {
    menstrual: { from: 1, to: MENSTRUAL_DAYS },
    follicular: { from: MENSTRUAL_DAYS + 1, to: ovulation - 2 },
    ovulatory: { from: ovulation - 1, to: ovulation + 1 },
    luteal: { from: ovulation + 2, to: length },
  };
}

export interface CycleDay {
  phase: CyclePhase;
  /** Day of the cycle, 1 = the day her period started. */
  day: number;
  cycleLength: number;
  /** True when her period is later than expected (day beyond the estimated length). */
  late: boolean;
}

/**
 * The phase on `date` ('YYYY-MM-DD') from her period starts, or null when no start is on or
 * before the date or the last start is more than 45 days back (we do not guess then).
 */
export function cycleDayOn(date: string, periodStarts: readonly string[], cycleLength: number): CycleDay | null {
  const target = epochDay(date);
  let last: number | null = null;
  for (const s of periodStarts) {
    const d = epochDay(s);
    if (d <= target && (last === null || d > last)) last = d;
  }
  if (last === null) return null;
  const day = target - last + 1;
  if (day > CYCLE_LENGTH_MAX) return null;
  const length = clampLength(Math.round(cycleLength));
  const bounds = phaseBounds(length);
  let phase: CyclePhase = 'luteal';
  for (const p of ['menstrual', 'follicular', 'ovulatory'] as const) {
    if (day >= bounds[p].from && day <= bounds[p].to) phase = p;
  }
  return { phase, day, cycleLength: length, late: day > length };
}

/** 'Luteal', 'Menstrual', … */
export function phaseLabel(phase: CyclePhase): string {
  return phase.charAt(0).toUpperCase() + phase.slice(1);
}

/** Phase of each date in [from, to] (inclusive), null where unknown. */
export function phasesOver(from: string, to: string, periodStarts: readonly string[], cycleLength: number): { date: string; phase: CyclePhase | null }[] {
  const out: { date: string; phase: CyclePhase | null }[] = [];
  const start = epochDay(from);
  const end = epochDay(to);
  for (let d = start; d <= end; d++) {
    const iso = new Date(d * 86_400_000).toISOString().slice(0, 10);
    out.push({ date: iso, phase: cycleDayOn(iso, periodStarts, cycleLength)?.phase ?? null });
  }
  return out;
}

export interface RhythmToday {
  kind: RhythmKind;
  /** Only for natural cycles with at least one logged start in the last 45 days. */
  cycle: CycleDay | null;
  estimate: CycleLengthEstimate | null;
  /** Plain text for the dashboard, e.g. 'Luteal phase, day 22 (estimated)'. Empty when nothing to show. */
  headline: string;
  /** A second line with the honest range. */
  detail: string;
}

/** What the dashboard shows about her rhythm today. */
export function rhythmToday(user: { lifeStage?: LifeStage | null; periodStarts?: readonly string[] }, date: string): RhythmToday {
  const kind = rhythmKindOf(user.lifeStage);
  if (kind !== 'cycle') {
    const headline = kind === 'menopause' ? 'Today’s plan includes sleep, mood and hot-flush support.' : '';
    return { kind, cycle: null, estimate: null, headline, detail: '' };
  }
  const starts = user.periodStarts ?? [];
  const estimate = estimateCycleLength(starts);
  const cycle = cycleDayOn(date, starts, estimate.days);
  if (!cycle) {
    return {
      kind,
      cycle: null,
      estimate,
      headline: starts.length === 0 ? 'Log the day your period starts to see your cycle phase.' : 'Log your next period start to see your phase again.',
      detail: '',
    };
  }
  const headline = cycle.late
    ? `Day ${cycle.day} of your cycle: your period may be on its way.`
    : `${phaseLabel(cycle.phase)} phase, day ${cycle.day}`;
  const range = estimate.basis === 'history' ? `your cycles have run ${estimate.low}–${estimate.high} days` : `using a typical 28-day cycle until 2 cycles are logged`;
  const irregular = user.lifeStage === 'irregular_cycles' ? ' With irregular cycles this is a rough guide.' : '';
  return { kind, cycle, estimate, headline, detail: `An estimate: ${range}.${irregular}` };
}
