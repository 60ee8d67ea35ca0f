import { z } from 'zod';
import {
  ADJUSTMENT_TYPES,
  ENERGY_TRENDS,
  EXERCISE_LEVELS,
  FOCUS_AREAS,
  INPUT_MODES,
  ONBOARDING_QUESTION_IDS,
  PLAN_GENERATORS,
  PREGNANCY_STATUSES,
  PRIORITIES,
  RECOMMENDATION_CATEGORIES,
  ROUTINE_FREQUENCIES,
  ROUTINE_TYPES,
  SAFETY_LEVELS,
  SCORE_COLORS,
  TASK_SOURCES,
  TASK_STATUSES,
  TIP_DIFFICULTIES,
  WEEKDAYS,
  WEEKLY_RECOMMENDATION_TYPES,
} from '../constants/enums';
import { CYCLE_PHASES, DAY_MARKS, LIFE_STAGES } from '../constants/rhythm';

const oneOf = (values: readonly string[]) => `must be one of: ${values.join(', ')}`;

export const RoutineTypeSchema = z.enum(ROUTINE_TYPES, { error: oneOf(ROUTINE_TYPES) });
export type RoutineType = z.infer<typeof RoutineTypeSchema>;
export const RoutineFrequencySchema = z.enum(ROUTINE_FREQUENCIES, { error: oneOf(ROUTINE_FREQUENCIES) });
export type RoutineFrequency = z.infer<typeof RoutineFrequencySchema>;
export const WeekdaySchema = z.enum(WEEKDAYS, { error: oneOf(WEEKDAYS) });
export type Weekday = z.infer<typeof WeekdaySchema>;
export const ExerciseLevelSchema = z.enum(EXERCISE_LEVELS, { error: oneOf(EXERCISE_LEVELS) });
export type ExerciseLevel = z.infer<typeof ExerciseLevelSchema>;
export const TaskStatusSchema = z.enum(TASK_STATUSES, { error: oneOf(TASK_STATUSES) });
export type TaskStatus = z.infer<typeof TaskStatusSchema>;
export const TaskSourceSchema = z.enum(TASK_SOURCES, { error: oneOf(TASK_SOURCES) });
export type TaskSource = z.infer<typeof TaskSourceSchema>;
export const AdjustmentTypeSchema = z.enum(ADJUSTMENT_TYPES, { error: oneOf(ADJUSTMENT_TYPES) });
export type AdjustmentType = z.infer<typeof AdjustmentTypeSchema>;
export const RecommendationCategorySchema = z.enum(RECOMMENDATION_CATEGORIES, { error: oneOf(RECOMMENDATION_CATEGORIES) });
export type RecommendationCategory = z.infer<typeof RecommendationCategorySchema>;
export const WeeklyRecommendationTypeSchema = z.enum(WEEKLY_RECOMMENDATION_TYPES, {
  error: oneOf(WEEKLY_RECOMMENDATION_TYPES),
});
export type WeeklyRecommendationType = z.infer<typeof WeeklyRecommendationTypeSchema>;
export const PrioritySchema = z.enum(PRIORITIES, { error: oneOf(PRIORITIES) });
export type Priority = z.infer<typeof PrioritySchema>;
export const EnergyTrendSchema = z.enum(ENERGY_TRENDS, { error: oneOf(ENERGY_TRENDS) });
export type EnergyTrend = z.infer<typeof EnergyTrendSchema>;
export const InputModeSchema = z.enum(INPUT_MODES, { error: oneOf(INPUT_MODES) });
export type InputMode = z.infer<typeof InputModeSchema>;
export const SafetyLevelSchema = z.enum(SAFETY_LEVELS, { error: oneOf(SAFETY_LEVELS) });
export type SafetyLevel = z.infer<typeof SafetyLevelSchema>;
export const PlanGeneratorSchema = z.enum(PLAN_GENERATORS, { error: oneOf(PLAN_GENERATORS) });
export type PlanGenerator = z.infer<typeof PlanGeneratorSchema>;
export const TipDifficultySchema = z.enum(TIP_DIFFICULTIES, { error: oneOf(TIP_DIFFICULTIES) });
export type TipDifficulty = z.infer<typeof TipDifficultySchema>;
export const PregnancyStatusSchema = z.enum(PREGNANCY_STATUSES, { error: oneOf(PREGNANCY_STATUSES) });
export type PregnancyStatus = z.infer<typeof PregnancyStatusSchema>;
export const ScoreColorSchema = z.enum(SCORE_COLORS, { error: oneOf(SCORE_COLORS) });
export type ScoreColor = z.infer<typeof ScoreColorSchema>;
export const OnboardingQuestionIdSchema = z.enum(ONBOARDING_QUESTION_IDS, { error: oneOf(ONBOARDING_QUESTION_IDS) });
export type OnboardingQuestionId = z.infer<typeof OnboardingQuestionIdSchema>;
export const FocusAreaSchema = z.enum(FOCUS_AREAS, { error: oneOf(FOCUS_AREAS) });
export type FocusArea = z.infer<typeof FocusAreaSchema>;

// Her rhythm: docs/decisions/043-rhythm-cycle-and-life-stage.md.
export const LifeStageSchema = z.enum(LIFE_STAGES, { error: oneOf(LIFE_STAGES) });
export type LifeStage = z.infer<typeof LifeStageSchema>;
export const CyclePhaseSchema = z.enum(CYCLE_PHASES, { error: oneOf(CYCLE_PHASES) });
export type CyclePhase = z.infer<typeof CyclePhaseSchema>;
export const DayMarkSchema = z.enum(DAY_MARKS, { error: oneOf(DAY_MARKS) });
export type DayMark = z.infer<typeof DayMarkSchema>;
