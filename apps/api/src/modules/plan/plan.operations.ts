import {
  AdaptPlanInputSchema,
  AddTaskInputSchema,
  DailyMotivationSchema,
  DailyPlanSchema,
  IdSchema,
  LlmExtractSchema,
  PersonalizedTipSchema,
  SafetyNoticeSchema,
  strictObject,
  TaskIndexSchema,
  UpdateTaskStatusInputSchema,
} from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';
import { NO_DAILY_PLAN_YET } from './plan.service';

const UserIdPath = z.strictObject({ userId: IdSchema });
const IdPath = z.strictObject({ id: IdSchema });
/** `{index}` arrives as text: digits only (so '-1', '1e3', '0x1' are refused), then the domain's bounds. */
const TaskPath = z.strictObject({
  userId: IdSchema,
  index: z
    .string()
    .regex(/^-?\d{1,20}$/, 'must be a whole number')
    .transform(Number)
    .pipe(TaskIndexSchema),
});
const AdaptResultSchema = strictObject({
  dailyPlan: DailyPlanSchema,
  safety: SafetyNoticeSchema.nullable(),
  llmExtract: LlmExtractSchema.nullable(),
  /** docs/decisions/024: whether the check-in changed today's tasks ('✓ Plan Adapted' only then). */
  changed: z.boolean(),
});

/** The daily plan ("insight") of spec §7 and the two dashboard cards. */
export const planOperations = {
  today: defineOperation({
    summary: "Today's daily plan; REST answers 404 'No daily plan yet' when none exists (the procedure answers null).",
    kind: 'read',
    access: 'user',
    output: DailyPlanSchema.nullable(),
    rest: { method: 'GET', path: '/api/wellness/insight/daily-plan/:id', params: IdPath, owner: { in: 'path', key: 'id' }, nullAs404: NO_DAILY_PLAN_YET },
    run: (ctx) => ctx.services.plan.today(ctx.userId, ctx.timeZone),
  }),
  regenerate: defineOperation({
    summary: "Rebuild today's plan from the active routines (manual tasks and done states are kept).",
    kind: 'write',
    access: 'user',
    output: DailyPlanSchema,
    rest: { method: 'POST', path: '/api/wellness/insight/regenerate-plan/:userId', params: UserIdPath, owner: { in: 'path', key: 'userId' } },
    run: (ctx) => ctx.services.plan.regenerate(ctx.userId, ctx.timeZone),
  }),
  adapt: defineOperation({
    summary: "Adapt today's plan to a check-in note ({dailyPlan, safety, llmExtract, changed}); the note is saved to today's log.",
    kind: 'ai',
    access: 'user',
    input: AdaptPlanInputSchema.omit({ userId: true }),
    output: AdaptResultSchema,
    rest: { method: 'POST', path: '/api/wellness/insight/adapt-plan', body: AdaptPlanInputSchema, owner: { in: 'body', key: 'userId' } },
    run: (ctx, input) => ctx.services.plan.adapt(ctx.userId, input, ctx.timeZone),
  }),
  addTask: defineOperation({
    summary: "Append a manual task to today's plan (created first if missing); returns the plan.",
    kind: 'write',
    access: 'user',
    input: AddTaskInputSchema,
    output: DailyPlanSchema,
    rest: { method: 'POST', path: '/api/wellness/insight/daily-plan/:userId/add-task', params: UserIdPath, body: AddTaskInputSchema, owner: { in: 'path', key: 'userId' } },
    run: (ctx, input) => ctx.services.plan.addTask(ctx.userId, input, ctx.timeZone),
  }),
  updateTask: defineOperation({
    summary:
      "Set the status of a task of today's plan, named by its id (taskId) or, on the REST path, by its position as stored; 404 'Task not found' when out of range, 409 when the task or the plan version sent is no longer today's (reload and try again).",
    kind: 'write',
    access: 'user',
    input: UpdateTaskStatusInputSchema.extend({ index: TaskIndexSchema.optional() }).refine((v) => v.index !== undefined || v.taskId !== undefined, {
      message: 'taskId or index is required',
    }),
    output: DailyPlanSchema,
    rest: {
      method: 'PATCH',
      path: '/api/wellness/insight/daily-plan/:userId/task/:index',
      params: TaskPath,
      body: UpdateTaskStatusInputSchema,
      owner: { in: 'path', key: 'userId' },
    },
    run: (ctx, input) => ctx.services.plan.updateTask(ctx.userId, { index: input.index, taskId: input.taskId, version: input.version }, input.status, ctx.timeZone),
  }),
  motivation: defineOperation({
    summary: "Daily motivation card ({message}): today's plan's, else computed.",
    kind: 'read',
    access: 'user',
    output: DailyMotivationSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/daily-motivation', params: IdPath, owner: { in: 'path', key: 'id' } },
    run: (ctx) => ctx.services.plan.motivation(ctx.userId, ctx.timeZone),
  }),
  tip: defineOperation({
    summary: "Personalised tip card ({title, category, difficulty, content}): today's plan's, else computed.",
    kind: 'read',
    access: 'user',
    output: PersonalizedTipSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/personalized-tip', params: IdPath, owner: { in: 'path', key: 'id' } },
    run: (ctx) => ctx.services.plan.tip(ctx.userId, ctx.timeZone),
  }),
};
