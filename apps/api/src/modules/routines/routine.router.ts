import { CreateRoutineInputSchema, IdSchema, UpdateRoutineInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';

export const routinesRouter = router({
  /** GET /api/wellness/users/{id}/routines */
  list: protectedProcedure
    .input(z.strictObject({ userId: IdSchema }))
    .query(({ ctx, input }) => ctx.services.routines.list(ctx.actor, input.userId)),
  /** POST /api/wellness/routines */
  create: protectedProcedure
    .input(CreateRoutineInputSchema)
    .mutation(({ ctx, input }) => ctx.services.routines.create(ctx.actor, input)),
  /** PATCH /api/wellness/routines/{id} */
  update: protectedProcedure
    .input(z.strictObject({ id: IdSchema, data: UpdateRoutineInputSchema }))
    .mutation(({ ctx, input }) => ctx.services.routines.update(ctx.actor, input.id, input.data)),
  /** DELETE /api/wellness/routines/{id} */
  remove: protectedProcedure.input(z.strictObject({ id: IdSchema })).mutation(async ({ ctx, input }) => {
    await ctx.services.routines.remove(ctx.actor, input.id);
    return { ok: true as const };
  }),
});
