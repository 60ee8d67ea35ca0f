// What the clinician summary says (docs/decisions/050), from her stored documents. Pure: the PDF renderer
// only lays this out.
import {
  addDays,
  CONFIDENCE_LABELS,
  dayRecordsFrom,
  dayRows,
  findSupplementsInText,
  screenSupplement,
  symptomMentions,
  weeklyAdherence,
  whatHelpsFor,
  whatHelpsSentence,
  type DayRow,
  type LogForInsights,
  type PlanForInsights,
  type RoutineForInsights,
  type LogForDay,
  type PlanForDay,
  type SymptomMention,
  type WeekAdherence,
} from '@cadence/domain';
import type { UserDataSections } from '../../lib/user-data';

/** Most items of each list, so the summary stays within 3 A4 pages. */
export const SUMMARY_LIMITS = { symptoms: 6, safety: 6, reflections: 8, supplements: 8, weeks: 14, whatHelps: 5 } as const;

export interface SummaryModel {
  who: { name: string; age: number | null; conditions: string; challenges: string[]; medications: string };
  period: { from: string; to: string; days: number; daysLogged: number };
  weeks: WeekAdherence[];
  /** Daily energy (0–10) from check-ins, and weekly energy & mood scores (1–10). */
  energy: { date: string; value: number }[];
  weeklyScores: { weekStart: string; score: number }[];
  symptoms: SymptomMention[];
  safety: { date: string; title: string; message: string }[];
  supplements: { label: string; cautions: string[] }[];
  reflections: { weekStart: string; score: number; helped: string; hard: string }[];
  /**
   * 'What helps' over the period (docs/decisions/072): the same figures, confidence and
   * rule (≥ 5 days on each side) as her weekly card, in the third person. Empty when no factor
   * has enough days: the section is then left out.
   */
  whatHelps: { text: string; confidence: string; withDays: number; withoutDays: number }[];
}

type Doc = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const inPeriod = (date: string, from: string, to: string) => date >= from && date <= to;

function brief(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export function buildSummaryModel(data: UserDataSections, from: string, to: string): SummaryModel {
  const user = (data.users?.[0] ?? {}) as Doc;
  const plans = (data.dailyPlans ?? []).filter((p) => inPeriod(str(p.date), from, to)) as unknown as (PlanForDay & Doc)[];
  const logs = (data.dailyLogs ?? []).filter((l) => inPeriod(str(l.date), from, to)) as unknown as (LogForDay & Doc)[];
  const rows: DayRow[] = dayRows(plans, logs);
  const reviews = (data.weeklyReviews ?? [])
    .filter((r) => str(r.weekStartDate) <= to && str(r.weekStartDate) >= addDays(from, -6))
    .sort((a, b) => str(a.weekStartDate).localeCompare(str(b.weekStartDate)));

  const profile = { medications: str(user.medications), healthConditions: str(user.healthConditions), pregnancyStatus: str(user.pregnancyStatus) || null, lifeStage: str(user.lifeStage) || null };
  const supplements = (data.routines ?? [])
    .filter((r) => r.type === 'supplement' && r.active !== false)
    .slice(0, SUMMARY_LIMITS.supplements)
    .map((r) => {
      const subtasks = Array.isArray(r.subtasks) ? (r.subtasks as Doc[]).map((s) => str(s.name)) : [];
      const label = [str(r.label), ...subtasks.filter(Boolean)].join(' — ');
      const cautions = new Set<string>();
      for (const s of findSupplementsInText(label)) {
        for (const reason of screenSupplement(s, profile).reasons) if (reason.severity !== 'info') cautions.add(`${s.name}: ${reason.reason}`);
      }
      return { label, cautions: [...cautions] };
    });

  const safety: SummaryModel['safety'] = [];
  for (const p of plans) {
    const notice = (p as Doc).safety as Doc | null | undefined;
    if (notice && typeof notice === 'object' && safety.length < SUMMARY_LIMITS.safety)
      safety.push({ date: str(p.date), title: str(notice.title), message: brief(str(notice.message), 220) });
  }

  const records = dayRecordsFrom(logs as unknown as LogForInsights[], plans as unknown as PlanForInsights[]);
  const routines = (data.routines ?? []).map((r): RoutineForInsights => ({
    id: str(r._id ?? r.id),
    type: str(r.type),
    label: str(r.label),
    frequency: str(r.frequency) || undefined,
    active: r.active !== false,
  }));
  const whatHelps = whatHelpsFor(routines, records)
    .slice(0, SUMMARY_LIMITS.whatHelps)
    .map((i) => ({ text: whatHelpsSentence(i, 'she'), confidence: CONFIDENCE_LABELS[i.confidence], withDays: i.withDays, withoutDays: i.withoutDays }));

  return {
    who: {
      name: str(user.name),
      age: typeof user.age === 'number' ? user.age : null,
      conditions: str(user.healthConditions),
      challenges: Array.isArray(user.challenges) ? (user.challenges as string[]) : [],
      medications: str(user.medications),
    },
    period: { from, to, days: daysBetween(from, to) + 1, daysLogged: logs.length },
    weeks: weeklyAdherence(rows).slice(-SUMMARY_LIMITS.weeks),
    energy: rows.filter((r) => r.energy !== null).map((r) => ({ date: r.date, value: r.energy as number })),
    weeklyScores: reviews.map((r) => ({ weekStart: str(r.weekStartDate), score: Number(r.energyMoodScore) })),
    symptoms: symptomMentions(rows, SUMMARY_LIMITS.symptoms),
    safety,
    supplements,
    reflections: reviews.slice(-SUMMARY_LIMITS.reflections).map((r) => ({
      weekStart: str(r.weekStartDate),
      score: Number(r.energyMoodScore),
      helped: brief(str(r.whatHelped)),
      hard: brief(str(r.whatDidntHelp)),
    })),
    whatHelps,
  };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'done/planned (pct%)' of a category in a week, or '—' when it was never planned. */
export function adherenceCell(c: { done: number; planned: number }): string {
  if (c.planned === 0) return '—';
  return `${c.done}/${c.planned} (${Math.round((c.done / c.planned) * 100)}%)`;
}
