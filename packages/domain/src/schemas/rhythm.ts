import { z } from 'zod';
import { CYCLE_PHASES, DAY_MARKS, LIFE_STAGES, MAX_PERIOD_STARTS, MAX_SKIPPED_ROUTINES } from '../constants/rhythm';
import { IdSchema, intInRange, IsoDateSchema } from './primitives';

const oneOf = (values: readonly string[]) => `must be one of: ${values.join(', ')}`;

export const LifeStageSchema = z.enum(LIFE_STAGES, { error: oneOf(LIFE_STAGES) });
export type LifeStage = z.infer<typeof LifeStageSchema>;

export const CyclePhaseSchema = z.enum(CYCLE_PHASES, { error: oneOf(CYCLE_PHASES) });
export type CyclePhase = z.infer<typeof CyclePhaseSchema>;

export const DayMarkSchema = z.enum(DAY_MARKS, { error: oneOf(DAY_MARKS) });
export type DayMark = z.infer<typeof DayMarkSchema>;

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
