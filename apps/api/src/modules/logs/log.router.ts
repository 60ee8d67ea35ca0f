import { IdSchema, IsoDateSchema, PatchLogNotesInputSchema, SaveDailyLogInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';

/** Daily log procedures: the tRPC twins of the REST routes in src/rest/logs.routes.ts. */
export const logsRouter = router({
  /** GET /api/wellness/users/{id}/logs (newest first) */
  list: protectedProcedure
    .input(z.strictObject({ userId: IdSchema }))
    .query(({ ctx, input }) => ctx.services.logs.list(ctx.actor, input.userId)),
  /** GET /api/wellness/users/{id}/logs/{date} (null when no log was saved that day; REST answers 404). */
  get: protectedProcedure
    .input(z.strictObject({ userId: IdSchema, date: IsoDateSchema }))
    .query(({ ctx, input }) => ctx.services.logs.get(ctx.actor, input.userId, input.date)),
  /** PATCH /api/wellness/users/{id}/logs/{date} */
  patchNotes: protectedProcedure
    .input(PatchLogNotesInputSchema.extend({ userId: IdSchema, date: IsoDateSchema }))
    .mutation(({ ctx, input }) => ctx.services.logs.patchNotes(ctx.actor, input.userId, input.date, { notes: input.notes })),
  /** POST /api/wellness/logs */
  save: protectedProcedure.input(SaveDailyLogInputSchema).mutation(({ ctx, input }) => ctx.services.logs.save(ctx.actor, input)),
});
