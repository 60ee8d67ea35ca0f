import { countOf, phaseLabel, type CompletionPoint, type CyclePhase, type TrendPoint } from '@cadence/domain';

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 22' for an ISO date. */
export const shortDate = (iso: string): string => SHORT.format(new Date(`${iso}T00:00:00Z`));

export const CATEGORY_SERIES = [
  { key: 'movement', label: 'Movement', color: '#0d9488' },
  { key: 'nutrition', label: 'Nutrition', color: '#d97706' },
  { key: 'mindfulness', label: 'Mindfulness', color: '#7c3aed' },
  { key: 'supplement', label: 'Supplements', color: '#2563eb' },
] as const;

export const PHASE_COLORS: Record<CyclePhase, string> = {
  menstrual: '#f43f5e',
  follicular: '#22c55e',
  ovulatory: '#eab308',
  luteal: '#8b5cf6',
};

/** Contiguous runs of the same phase, for the bands behind the energy/mood lines. */
export function phaseBands(points: readonly TrendPoint[]): { phase: CyclePhase; from: string; to: string }[] {
  const bands: { phase: CyclePhase; from: string; to: string }[] = [];
  for (const p of points) {
    const last = bands[bands.length - 1];
    if (p.phase === null) continue;
    if (last && last.phase === p.phase && last.to === points[points.indexOf(p) - 1]?.date) last.to = p.date;
    else bands.push({ phase: p.phase, from: p.date, to: p.date });
  }
  return bands;
}

/** One sentence per chart for assistive technology. */
export function completionSummary(points: readonly CompletionPoint[]): string {
  const days = points.length;
  const parts = CATEGORY_SERIES.map((c) => `${c.label} on ${points.filter((p) => p[c.key] > 0).length} of ${countOf(days, 'day')}`);
  return `Completion by category over the last ${countOf(days, 'day')}: ${parts.join(', ')}.`;
}

export function trendSummary(points: readonly TrendPoint[]): string {
  const energy = points.filter((p) => p.energy !== null);
  const mood = points.filter((p) => p.mood !== null);
  if (energy.length === 0 && mood.length === 0) return 'No energy or mood check-ins in this period yet.';
  const avg = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
  const parts: string[] = [];
  if (energy.length) parts.push(`energy averaged ${avg(energy.map((p) => p.energy as number))} out of 10 on ${countOf(energy.length, 'day')}`);
  if (mood.length) parts.push(`mood averaged ${avg(mood.map((p) => p.mood as number))} out of 10 on ${countOf(mood.length, 'day')}`);
  return `Over the last ${countOf(points.length, 'day')}, ${parts.join('; ')}.`;
}

export const phaseName = (phase: CyclePhase | null): string => (phase ? phaseLabel(phase) : '—');
