import { AdaptPlanInputSchema, AddTaskInputSchema, IdSchema, TaskIndexSchema, UpdateTaskStatusInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';

const UserIdInput = z.strictObject({ userId: IdSchema });

/** The daily plan ("insight") procedures: the tRPC twins of the REST routes in src/rest/plan.routes.ts. */
export const planRouter = router({
  /** GET /api/wellness/insight/daily-plan/{id} (null instead of 404 when today has no plan yet). */
  today: protectedProcedure.input(UserIdInput).query(({ ctx, input }) => ctx.services.plan.today(ctx.actor, input.userId, ctx.timeZone)),
  /** POST /api/wellness/insight/regenerate-plan/{userId} */
  regenerate: protectedProcedure
    .input(UserIdInput)
    .mutation(({ ctx, input }) => ctx.services.plan.regenerate(ctx.actor, input.userId, ctx.timeZone)),
  /** POST /api/wellness/insight/adapt-plan */
  adapt: protectedProcedure.input(AdaptPlanInputSchema).mutation(({ ctx, input }) => ctx.services.plan.adapt(ctx.actor, input, ctx.timeZone)),
  /** POST /api/wellness/insight/daily-plan/{userId}/add-task */
  addTask: protectedProcedure
    .input(AddTaskInputSchema.extend({ userId: IdSchema }))
    .mutation(({ ctx, input }) => {
      const { userId, ...task } = input;
      return ctx.services.plan.addTask(ctx.actor, userId, task, ctx.timeZone);
    }),
  /** PATCH /api/wellness/insight/daily-plan/{userId}/task/{index} */
  updateTask: protectedProcedure
    .input(UpdateTaskStatusInputSchema.extend({ userId: IdSchema, index: TaskIndexSchema }))
    .mutation(({ ctx, input }) => ctx.services.plan.updateTask(ctx.actor, input.userId, input.index, input.status, ctx.timeZone)),
  /** GET /api/wellness/users/{id}/daily-motivation */
  motivation: protectedProcedure
    .input(UserIdInput)
    .query(({ ctx, input }) => ctx.services.plan.motivation(ctx.actor, input.userId, ctx.timeZone)),
  /** GET /api/wellness/users/{id}/personalized-tip */
  tip: protectedProcedure.input(UserIdInput).query(({ ctx, input }) => ctx.services.plan.tip(ctx.actor, input.userId, ctx.timeZone)),
});
