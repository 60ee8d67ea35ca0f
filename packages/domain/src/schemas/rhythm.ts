import { z } from 'zod';
import { MAX_PERIOD_STARTS, MAX_SKIPPED_ROUTINES } from '../constants/rhythm';
import { CyclePhaseSchema, DayMarkSchema } from './enums';
import { IdSchema, intInRange, IsoDateSchema, strictObject } from './primitives';

/** Logged period start dates ('YYYY-MM-DD'); stored sorted and without duplicates. */
export const PeriodStartsSchema = z
  .array(IsoDateSchema)
  .max(MAX_PERIOD_STARTS, `must have at most ${MAX_PERIOD_STARTS} items`)
  .transform((dates) => [...new Set(dates)].sort());

/** Routine ids skipped on purpose that day (not 'missed'). */
export const SkippedRoutineIdsSchema = z
  .array(IdSchema)
  .max(MAX_SKIPPED_ROUTINES, `must have at most ${MAX_SKIPPED_ROUTINES} items`)
  .transform((ids) => [...new Set(ids)]);

/** Her own 0–10 energy rating for a day. */
export const EnergyRatingSchema = intInRange(0, 10);

// ---------------------------------------------------------------- rhythm.summary output (docs/decisions/043)

const num = z.number();
const StrengthSummarySchema = strictObject({ percent: num, done: num, missed: num, paused: num, skipped: num, message: z.string() });
const CycleDaySchema = strictObject({ phase: CyclePhaseSchema, day: num, cycleLength: num, late: z.boolean() });
const CycleEstimateSchema = strictObject({ days: num, low: num, high: num, basis: z.enum(['history', 'default']), cyclesMeasured: num });
const SymptomDaysSchema = strictObject({ symptom: z.string(), days: num });

/** What the dashboard, routine cards, weekly tab and My Profile read (engine/insights.ts rhythmSummary). */
export const RhythmSummarySchema = strictObject({
  today: IsoDateSchema,
  rhythm: strictObject({
    kind: z.enum(['cycle', 'menopause', 'no_phase', 'none']),
    cycle: CycleDaySchema.nullable(),
    estimate: CycleEstimateSchema.nullable(),
    headline: z.string(),
    detail: z.string(),
  }),
  dayMark: DayMarkSchema.nullable(),
  skippedToday: z.array(z.string()),
  energyToday: num.nullable(),
  strengths: strictObject({
    program: StrengthSummarySchema,
    routines: z.array(StrengthSummarySchema.extend({ routineId: z.string(), label: z.string() })),
  }),
  whatHelps: z.array(
    strictObject({
      factorId: z.string(),
      label: z.string(),
      kind: z.enum(['routine', 'category', 'tag']),
      metric: z.enum(['energy', 'mood']),
      difference: num,
      withDays: num,
      withoutDays: num,
      confidence: z.enum(['early hint', 'consistent over 3 weeks']),
      text: z.string(),
    }),
  ),
  symptomsByPhase: z.array(strictObject({ phase: CyclePhaseSchema, days: num, symptoms: z.array(SymptomDaysSchema) })),
  completion: z.array(strictObject({ date: IsoDateSchema, movement: num, nutrition: num, mindfulness: num, supplement: num })),
  trend: z.array(strictObject({ date: IsoDateSchema, energy: num.nullable(), mood: num.nullable(), phase: CyclePhaseSchema.nullable() })),
  symptoms: z.array(SymptomDaysSchema),
});
