import { AdaptPlanInputSchema, AddTaskInputSchema, IdSchema, TaskIndexSchema, UpdateTaskStatusInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineRoute } from './define';

const UserIdParams = z.strictObject({ userId: IdSchema });
const IdParams = z.strictObject({ id: IdSchema });
/** `{index}` arrives as text: digits only (so '-1', '1e3', '0x1' are refused), then the domain's bounds. */
const TaskParams = z.strictObject({
  userId: IdSchema,
  index: z
    .string()
    .regex(/^-?\d{1,20}$/, 'must be a whole number')
    .transform(Number)
    .pipe(TaskIndexSchema),
});

/** Spec §7 daily plan ("insight") calls and the two dashboard cards; thin calls into PlanService. */
export const planRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/wellness/insight/regenerate-plan/:userId',
    summary: "Rebuild today's plan from the active routines (manual tasks and done states are kept).",
    kind: 'write',
    params: UserIdParams,
    handler: (ctx, { params }) => ctx.services.plan.regenerate(ctx.actor, params.userId, ctx.timeZone),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/insight/daily-plan/:id',
    summary: "Today's daily plan; 404 'No daily plan yet' when none exists (the dashboard then shows the check-in).",
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.plan.getToday(ctx.actor, params.id, ctx.timeZone),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/insight/adapt-plan',
    summary: "Adapt today's plan to a check-in note ({dailyPlan, safety, llmExtract}); the note is saved to today's log.",
    kind: 'ai',
    body: AdaptPlanInputSchema,
    handler: (ctx, { body }) => ctx.services.plan.adapt(ctx.actor, body, ctx.timeZone),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/insight/daily-plan/:userId/add-task',
    summary: "Append a manual task to today's plan (created first if missing); returns the plan.",
    kind: 'write',
    params: UserIdParams,
    body: AddTaskInputSchema,
    handler: (ctx, { params, body }) => ctx.services.plan.addTask(ctx.actor, params.userId, body, ctx.timeZone),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/wellness/insight/daily-plan/:userId/task/:index',
    summary: "Set the status of the task at a position of today's plan; 404 'Task not found' when out of range.",
    kind: 'write',
    params: TaskParams,
    body: UpdateTaskStatusInputSchema,
    handler: (ctx, { params, body }) =>
      ctx.services.plan.updateTask(ctx.actor, params.userId, params.index, body.status, ctx.timeZone),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/daily-motivation',
    summary: "Daily motivation card ({message}): today's plan's, else computed.",
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.plan.motivation(ctx.actor, params.id, ctx.timeZone),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/personalized-tip',
    summary: "Personalised tip card ({title, category, difficulty, content}): today's plan's, else computed.",
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.plan.tip(ctx.actor, params.id, ctx.timeZone),
  }),
];
