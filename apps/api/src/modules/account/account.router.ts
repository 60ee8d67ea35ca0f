// Her data, hers (issue 18) over tRPC: the same service calls as rest/account.routes.ts.
import { IdSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';

const UserId = z.strictObject({ id: IdSchema });

export const accountRouter = router({
  /** GET /api/wellness/users/{id}/export */
  export: protectedProcedure.input(UserId).query(({ ctx, input }) => ctx.services.account.exportJson(ctx.actor, input.id)),
  /** GET /api/wellness/users/{id}/export?format=csv (the CSV text). */
  exportCsv: protectedProcedure
    .input(UserId)
    .query(async ({ ctx, input }) => ({ fileName: ctx.services.account.fileName('csv'), csv: await ctx.services.account.exportCsv(ctx.actor, input.id) })),
  /** POST /api/wellness/import (files above the tRPC body limit go through the REST route). */
  import: publicProcedure.input(z.unknown()).mutation(async ({ ctx, input }) => {
    const restored = await ctx.services.account.importFile(input);
    await ctx.startSession(restored.userId);
    return { id: restored.userId, name: restored.name };
  }),
  /** DELETE /api/wellness/users/{id} */
  deleteAll: protectedProcedure.input(UserId).mutation(async ({ ctx, input }) => {
    await ctx.services.account.deleteAll(ctx.actor, input.id);
    await ctx.endSession();
    return { deleted: true as const };
  }),
});
