import { IdSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';

/** Issue 19 (old style, in its own file so it can be converted to an operation declaration mechanically). */
export const rhythmRouter = router({
  /** Her rhythm, habit strengths, what helps and chart series. */
  summary: protectedProcedure
    .input(z.strictObject({ userId: IdSchema }))
    .query(({ ctx, input }) => ctx.services.rhythm.summary(ctx.actor, input.userId, ctx.timeZone)),
});
