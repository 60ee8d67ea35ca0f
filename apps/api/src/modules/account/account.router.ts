// Her data, hers (issue 18) over tRPC: the same service calls as rest/account.routes.ts.
import { IdSchema, IsoDateSchema } from '@cadence/domain';
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
  /** GET /api/wellness/users/{id}/clinician-summary.pdf (the PDF as base64). */
  clinicianSummary: protectedProcedure
    .input(z.strictObject({ id: IdSchema, from: IsoDateSchema.optional(), to: IsoDateSchema.optional() }))
    .query(async ({ ctx, input }) => {
      const { fileName, pdf } = await ctx.services.clinicianSummary.pdf(ctx.actor, input.id, { from: input.from, to: input.to }, ctx.timeZone);
      return { fileName, contentType: 'application/pdf' as const, base64: pdf.toString('base64') };
    }),
  /** POST /api/wellness/import (files above the tRPC body limit go through the REST route). */
  import: publicProcedure.input(z.unknown()).mutation(async ({ ctx, input }) => {
    const restored = await ctx.services.account.importFile(input);
    await ctx.startSession(restored.userId);
    return ctx.services.account.signedIn(restored.userId);
  }),
  /** DELETE /api/wellness/users/{id} */
  deleteAll: protectedProcedure.input(UserId).mutation(async ({ ctx, input }) => {
    await ctx.services.account.deleteAll(ctx.actor, input.id);
    await ctx.endSession();
    return { deleted: true as const };
  }),
});
