import { CreateUserInputSchema, IdSchema, UpdateUserInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';

export const usersRouter = router({
  /** POST /api/wellness/users */
  create: publicProcedure.input(CreateUserInputSchema).mutation(async ({ ctx, input }) => {
    const user = await ctx.services.users.create(input);
    await ctx.bindSession(user.id);
    return user;
  }),
  /** GET /api/wellness/users/{id} */
  get: protectedProcedure.input(z.strictObject({ id: IdSchema })).query(({ ctx, input }) => ctx.services.users.get(ctx.actor, input.id)),
  /** PUT /api/wellness/users/{id} */
  update: protectedProcedure
    .input(z.strictObject({ id: IdSchema, data: UpdateUserInputSchema }))
    .mutation(({ ctx, input }) => ctx.services.users.update(ctx.actor, input.id, input.data)),
  /** The user bound to this browser's session, or null (lets a cleared-localStorage browser find its data again). */
  me: publicProcedure.query(async ({ ctx }) => (ctx.actor ? ctx.services.users.getOwned(ctx.actor.userId) : null)),
  /** Ends the server session (/reset and 'Reset Profile & Start Over'). */
  endSession: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.endSession();
    return { ok: true as const };
  }),
});
