import type { EnergyTrend, WeeklyRecommendation, WeeklyStats } from '@cadence/domain';

/** A recommendation as the tab holds it: from the server (with its id) or built locally (no id). */
export type TabRecommendation = WeeklyRecommendation & { id?: string };

/** Stable key of a recommendation in the list (selection is kept by key). */
export const recommendationKey = (rec: TabRecommendation, index: number): string => rec.id ?? `local-${index}`;

/** Stats to build local recommendations from when the server's are not available (nothing done yet). */
export const EMPTY_WEEKLY_STATS: WeeklyStats = {
  completedDays: 0,
  totalDays: 0,
  categoryStats: { movement: 0, nutrition: 0, mindfulness: 0 },
  commonSymptoms: [],
  energyTrend: 'unknown',
};

export const ENERGY_TREND_LABELS: Readonly<Record<EnergyTrend, string>> = {
  improving: 'Improving',
  stable: 'Steady',
  declining: 'Declining',
  unknown: 'Not enough check-ins yet',
};

export const PRIORITY_PALETTE = { high: 'red', medium: 'orange', low: 'gray' } as const;

export const RECOMMENDATION_TYPE_LABELS = { add: 'Add', modify: 'Adjust', remove: 'Pause', keep: 'Keep' } as const;

/** The text a modification appends to a routine's notes (what the dialog shows as the change). */
export function addedNotes(before: string, after: string): string {
  return after.startsWith(before) ? after.slice(before.length).trim() : after.trim();
}

