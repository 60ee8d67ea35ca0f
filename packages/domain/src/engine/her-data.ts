// Her data, hers (docs/decisions/049): one row per day (CSV export) and the weekly adherence, symptom and
// energy summaries of the clinician summary, from her stored plans and logs. Pure.
import { LOG_COMPLETION_TYPES } from '../constants/enums';

type LogCompletionType = (typeof LOG_COMPLETION_TYPES)[number];
import type { LlmExtract } from '../schemas/plan';
import { weekStartMonday } from './dates';
import { dayProgress } from './day-progress';
import { levelScore, symptomsOf } from './weekly';
import { readingOfLog } from '../reading/read-note';

/** The fields of a stored daily plan the summaries read. */
export interface PlanForDay {
  date: string;
  tasks: ReadonlyArray<{ status: string; category?: string | null }>;
}

/** The fields of a stored daily log the summaries read. */
export interface LogForDay {
  date: string;
  notes?: string;
  transcript?: string;
  mood?: string;
  llmExtract?: LlmExtract | null;
  /** The stored reading of the day's notes (docs/decisions/110); read on the fly when absent. */
  reading?: unknown;
  /** Her own 0–10 energy rating for the day (docs/decisions/045), when she gave one. */
  energy?: number | null;
  completed: Record<LogCompletionType, boolean>;
  subtasks: Record<string, Record<string, boolean>>;
}

/** A category on one day: done, planned but not done, or neither planned nor logged (''). */
export type CategoryMark = 'done' | 'not done' | '';

export interface DayRow {
  date: string;
  tasksDone: number;
  tasksTotal: number;
  categories: Record<LogCompletionType, CategoryMark>;
  /** 0–10: her own rating on the log, else the note's extract (as 'What helps' reads it), or null. */
  energy: number | null;
  mood: string;
  symptoms: string[];
  notes: string;
}

/**
 * A category on a day, by the rule the weekly statistics use (`dayActivity`, decision 062): done when a task of
 * that category in the day's plan is done or her log flags it (a routine ticked off the plan); otherwise 'not
 * done' when the plan had a task of it, else ''. One task done is enough, as the log's type flag means "she did
 * some mindfulness today" (docs/decisions/095: the export must not disagree with the dashboard and the Log).
 */
function categoryMark(plan: PlanForDay | undefined, log: LogForDay | undefined, type: LogCompletionType): CategoryMark {
  const tasks = plan?.tasks.filter((t) => t.category === type) ?? [];
  if (log?.completed?.[type] === true || tasks.some((t) => t.status === 'done')) return 'done';
  return tasks.length > 0 ? 'not done' : '';
}

function moodOf(log: LogForDay | undefined): string {
  if (!log) return '';
  if (log.mood) return log.mood;
  const extract = log.llmExtract;
  if (extract && typeof extract === 'object' && extract.mood !== undefined) return String(extract.mood);
  return '';
}

/** One row per date that has a plan or a log, oldest first. */
export function dayRows(plans: readonly PlanForDay[], logs: readonly LogForDay[]): DayRow[] {
  const planBy = new Map(plans.map((p) => [p.date, p]));
  const logBy = new Map(logs.map((l) => [l.date, l]));
  const dates = [...new Set([...planBy.keys(), ...logBy.keys()])].sort();
  return dates.map((date) => {
    const plan = planBy.get(date);
    const log = logBy.get(date);
    const extract = log?.llmExtract;
    const progress = dayProgress({ tasks: plan?.tasks });
    return {
      date,
      tasksDone: progress.done,
      tasksTotal: progress.total,
      categories: Object.fromEntries(LOG_COMPLETION_TYPES.map((t) => [t, categoryMark(plan, log, t)])) as DayRow['categories'],
      energy: typeof log?.energy === 'number' ? log.energy : extract && typeof extract === 'object' ? levelScore(extract.energy) : null,
      mood: moodOf(log),
      symptoms: log ? symptomsOf({ ...log, completed: log.completed, subtasks: log.subtasks, reading: readingOfLog(log) }) : [],
      notes: log?.notes ?? '',
    };
  });
}

export interface WeekAdherence {
  weekStart: string;
  tasksDone: number;
  tasksTotal: number;
  /** Per category: days done / days planned (or logged). */
  categories: Record<LogCompletionType, { done: number; planned: number }>;
}

/** Adherence by category per week (Monday weeks), oldest first. */
export function weeklyAdherence(rows: readonly DayRow[]): WeekAdherence[] {
  const weeks = new Map<string, WeekAdherence>();
  for (const row of rows) {
    const weekStart = weekStartMonday(row.date);
    let w = weeks.get(weekStart);
    if (!w) {
      w = {
        weekStart,
        tasksDone: 0,
        tasksTotal: 0,
        categories: Object.fromEntries(LOG_COMPLETION_TYPES.map((t) => [t, { done: 0, planned: 0 }])) as WeekAdherence['categories'],
      };
      weeks.set(weekStart, w);
    }
    w.tasksDone += row.tasksDone;
    w.tasksTotal += row.tasksTotal;
    for (const t of LOG_COMPLETION_TYPES) {
      const mark = row.categories[t];
      if (mark === '') continue;
      w.categories[t].planned += 1;
      if (mark === 'done') w.categories[t].done += 1;
    }
  }
  return [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}

export interface SymptomMention {
  symptom: string;
  days: number;
  first: string;
  last: string;
}

/** Symptoms by the number of days they were mentioned (most first; ties: first mentioned first). */
export function symptomMentions(rows: readonly DayRow[], limit = 6): SymptomMention[] {
  const by = new Map<string, SymptomMention>();
  for (const row of rows) {
    for (const s of row.symptoms) {
      const m = by.get(s);
      if (m) {
        m.days += 1;
        m.last = row.date;
      } else by.set(s, { symptom: s, days: 1, first: row.date, last: row.date });
    }
  }
  return [...by.values()].sort((a, b) => b.days - a.days || a.first.localeCompare(b.first)).slice(0, limit);
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: always quoted, quotes doubled, and a leading formula character neutralised with "'". */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const DAY_CSV_HEADER = [
  'date',
  'tasks_done',
  'tasks_total',
  ...LOG_COMPLETION_TYPES,
  'energy_0_10',
  'mood',
  'symptoms_in_notes',
  'notes',
] as const;

/** The CSV of her days: a UTF-8 BOM (spreadsheets then read accents right), CRLF line ends (RFC 4180). */
export function daysCsv(rows: readonly DayRow[]): string {
  const lines = [DAY_CSV_HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.date,
        r.tasksDone,
        r.tasksTotal,
        ...LOG_COMPLETION_TYPES.map((t) => r.categories[t]),
        r.energy,
        r.mood,
        r.symptoms.join('; '),
        r.notes,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
