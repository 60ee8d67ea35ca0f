import { z } from 'zod';
import { DEFAULT_DAILY_MOTIVATION, DEFAULT_PERSONALIZED_TIP } from '../constants/labels';
import {
  AdjustmentTypeSchema,
  InputModeSchema,
  PlanGeneratorSchema,
  RoutineTypeSchema,
  SafetyLevelSchema,
  TaskSourceSchema,
  TaskStatusSchema,
  TipDifficultySchema,
} from './enums';
import {
  MAX_ADJUSTMENTS,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_SHORT_TEXT_LENGTH,
  MAX_TASKS,
  MAX_TRANSCRIPT_LENGTH,
} from './limits';
import {
  boundedText,
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  requiredText,
  strictObject,
  textList,
} from './primitives';

/** A supplement caution shown on a routine card or plan task (docs/decisions/039). */
export const SupplementCautionSchema = strictObject({
  tier: z.enum(['avoid', 'caution', 'info', 'unknown']),
  message: requiredText(MAX_DESCRIPTION_LENGTH),
});
export type SupplementCautionNote = z.infer<typeof SupplementCautionSchema>;

/**
 * A plan task's stable identity (docs/decisions/095-task-identity.md): given by the server when the task is stored
 * and kept through ticks, check-ins and rebuilds, so a tick or a Log row addresses the task, not its position.
 */
export const TaskIdSchema = IdSchema;
export type TaskId = z.infer<typeof TaskIdSchema>;

/** §3 Task of a daily plan. The spec's REST path addresses it by position; the app and the SDK by `id`. */
export const PlanTaskSchema = strictObject({
  /** Absent only on a task not yet stored (a coach's proposal); every stored task has one. */
  id: TaskIdSchema.optional(),
  label: requiredText(MAX_LABEL_LENGTH),
  status: TaskStatusSchema.default('pending'),
  reasonTag: boundedText(MAX_SHORT_TEXT_LENGTH).default(''),
  source: TaskSourceSchema,
  notes: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  routineId: IdSchema.optional(),
  category: RoutineTypeSchema.optional(),
  /** What she told the check-in that this task answers ("lower back pain"): a structured reason (docs/decisions/110). */
  heard: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  /** Supplement screening caution for this task, computed when the plan is read (docs/decisions/039). */
  caution: SupplementCautionSchema.optional(),
});
export type PlanTask = z.infer<typeof PlanTaskSchema>;

/** Position of a task in a plan (PATCH …/task/{index}). */
export const TaskIndexSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(MAX_TASKS - 1, `must be at most ${MAX_TASKS - 1}`);

/** Object form of an adjustment. */
export const AdjustmentObjectSchema = strictObject({
  label: requiredText(MAX_LABEL_LENGTH),
  rationale: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  type: AdjustmentTypeSchema.optional(),
});
export type AdjustmentObject = z.infer<typeof AdjustmentObjectSchema>;

/** §3 Adjustment: a string, or an object with label, rationale or type. */
export const AdjustmentSchema = z.union([requiredText(MAX_DESCRIPTION_LENGTH), AdjustmentObjectSchema]);
export type Adjustment = z.infer<typeof AdjustmentSchema>;

/** A tap-to-call number on a safety notice. */
export const SafetyCallSchema = strictObject({
  /** Button text ("Call 999"). */
  label: requiredText(MAX_SHORT_TEXT_LENGTH),
  /** As written locally ("116 123"). */
  number: requiredText(MAX_SHORT_TEXT_LENGTH),
  /** `tel:` link. */
  href: z.string().regex(/^tel:[0-9A-Za-z+]{2,20}$/, 'must be a tel: link'),
});
export type SafetyCall = z.infer<typeof SafetyCallSchema>;

export const SAFETY_FOLLOW_UP_ANSWERS = ['better', 'same', 'worse'] as const;
export const SafetyFollowUpAnswerSchema = z.enum(SAFETY_FOLLOW_UP_ANSWERS);
export type SafetyFollowUpAnswer = z.infer<typeof SafetyFollowUpAnswerSchema>;

/**
 * Safety notice raised by red-flag triage. Action first (docs/decisions/037): `action` is the one line
 * fitted to what she wrote, `call` the number to tap, then `message` (why) and `steps` (what to
 * do until help comes). `categories`/`said` let a client re-localise it to the browser's region
 * when her location names no country (`country` null). Dismissal and the next-day follow-up
 * answer are stored on the notice kept with that day's plan.
 */
export const SafetyNoticeSchema = strictObject({
  level: SafetyLevelSchema,
  title: requiredText(MAX_LABEL_LENGTH),
  message: requiredText(MAX_DESCRIPTION_LENGTH),
  resources: textList(MAX_LIST_ITEMS, MAX_DESCRIPTION_LENGTH).default([]),
  action: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  call: SafetyCallSchema.optional(),
  secondaryCall: SafetyCallSchema.optional(),
  steps: textList(MAX_LIST_ITEMS, MAX_DESCRIPTION_LENGTH).optional(),
  categories: textList(MAX_LIST_ITEMS, MAX_SHORT_TEXT_LENGTH).optional(),
  said: boundedText(MAX_LABEL_LENGTH).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a country code').nullable().optional(),
  dismissedAt: IsoDateTimeSchema.optional(),
  followUp: SafetyFollowUpAnswerSchema.optional(),
});
export type SafetyNotice = z.infer<typeof SafetyNoticeSchema>;

/** A level read from a check-in: a 0–10 number or a word such as 'low'. */
export const ExtractLevelSchema = z.union([
  z.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(10, 'must be at most 10'),
  boundedText(MAX_SHORT_TEXT_LENGTH),
]);
export type ExtractLevel = z.infer<typeof ExtractLevelSchema>;

/** Object form of an llmExtract. */
export const LlmExtractObjectSchema = strictObject({
  mood: ExtractLevelSchema.optional(),
  energy: ExtractLevelSchema.optional(),
  pain: ExtractLevelSchema.optional(),
  symptoms: textList(MAX_LIST_ITEMS, MAX_SHORT_TEXT_LENGTH).default([]),
});
export type LlmExtractObject = z.infer<typeof LlmExtractObjectSchema>;

/** §3 llmExtract: text, or an object with mood, energy, pain and a symptoms list. */
export const LlmExtractSchema = z.union([boundedText(MAX_DESCRIPTION_LENGTH), LlmExtractObjectSchema]);
export type LlmExtract = z.infer<typeof LlmExtractSchema>;

/** Daily motivation card ("message field, with default text"). */
export const DailyMotivationSchema = strictObject({
  message: requiredText(MAX_DESCRIPTION_LENGTH).default(DEFAULT_DAILY_MOTIVATION.message),
});
export type DailyMotivation = z.infer<typeof DailyMotivationSchema>;

/** Personalised tip card (difficulty default 'easy', every field has a default). */
export const PersonalizedTipSchema = strictObject({
  title: requiredText(MAX_LABEL_LENGTH).default(DEFAULT_PERSONALIZED_TIP.title),
  category: boundedText(MAX_SHORT_TEXT_LENGTH).default(DEFAULT_PERSONALIZED_TIP.category),
  difficulty: TipDifficultySchema.default(DEFAULT_PERSONALIZED_TIP.difficulty),
  content: requiredText(MAX_DESCRIPTION_LENGTH).default(DEFAULT_PERSONALIZED_TIP.content),
});
export type PersonalizedTip = z.infer<typeof PersonalizedTipSchema>;

/** §3 Daily plan. */
export const DailyPlanSchema = strictObject({
  userId: IdSchema,
  date: IsoDateSchema,
  coachNote: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  tasks: z.array(PlanTaskSchema).max(MAX_TASKS, `must have at most ${MAX_TASKS} items`).default([]),
  adjustments: z.array(AdjustmentSchema).max(MAX_ADJUSTMENTS, `must have at most ${MAX_ADJUSTMENTS} items`).default([]),
  dailyMotivation: DailyMotivationSchema.prefault({}),
  personalizedTip: PersonalizedTipSchema.prefault({}),
  safety: SafetyNoticeSchema.nullable().default(null),
  generatedBy: PlanGeneratorSchema.default('rules'),
  disclaimer: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  updatedAt: IsoDateTimeSchema.optional(),
  /** The stored plan's version: raised by every write (a client may send the version it saw; decision 095). */
  version: z.number().int().min(0).optional(),
  /**
   * Output only: she checked in on this plan's day (its log holds a check-in), whether or not it changed the plan, so
   * the dashboard's check-in card says so (docs/decisions/156). Absent on a plan not read through the API.
   */
  checkedIn: z.boolean().optional(),
});
export type DailyPlan = z.infer<typeof DailyPlanSchema>;

/** POST /api/wellness/insight/adapt-plan (§7). */
export const AdaptPlanInputSchema = strictObject({
  userId: IdSchema,
  transcript: requiredText(MAX_TRANSCRIPT_LENGTH),
  inputMode: InputModeSchema.default('text'),
});
export type AdaptPlanInput = z.infer<typeof AdaptPlanInputSchema>;

export const AdaptPlanResponseSchema = strictObject({
  dailyPlan: DailyPlanSchema,
  safety: SafetyNoticeSchema.nullable().optional(),
  /** docs/decisions/024: whether the check-in changed today's tasks. */
  changed: z.boolean().optional(),
});
export type AdaptPlanResponse = z.infer<typeof AdaptPlanResponseSchema>;

/** POST …/daily-plan/{userId}/add-task (§7): source is always 'manual'; notes absent when empty. */
export const AddTaskInputSchema = strictObject({
  label: requiredText(MAX_LABEL_LENGTH),
  notes: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  source: z.literal('manual', { error: "must be 'manual'" }).default('manual'),
});
export type AddTaskInput = z.infer<typeof AddTaskInputSchema>;

/**
 * PATCH …/daily-plan/{userId}/task/{index} (§7): `status`; optionally the task's `id` or the plan `version` she saw,
 * so a task that moved or changed since is refused (409) rather than another task ticked (decision 095).
 */
export const UpdateTaskStatusInputSchema = strictObject({
  status: TaskStatusSchema,
  taskId: TaskIdSchema.optional(),
  version: z.number().int().min(0).optional(),
});
export type UpdateTaskStatusInput = z.infer<typeof UpdateTaskStatusInputSchema>;
