// Her data, hers (issue 18): export, restore and delete over REST. Old style, in its own file, so
// the lead can convert it to operation declarations (issue 20) mechanically. File downloads use the
// `respond` hook of define.ts (the only non-JSON answers of the REST adapter).
import { ExportFormatSchema, IdSchema, IsoDateSchema, MAX_IMPORT_BYTES } from '@cadence/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { defineRoute } from './define';

const UserIdParams = z.strictObject({ id: IdSchema });

/** A download: the body as an attachment with its file name. */
export interface Download {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .status(200)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .type(file.contentType)
    .send(file.body);
}

export const accountRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/export',
    summary: 'Everything stored about her as one JSON file (cadence-export-YYYY-MM-DD.json); ?format=csv: one row per day.',
    kind: 'data',
    params: UserIdParams,
    query: z.strictObject({ format: ExportFormatSchema.default('json') }),
    handler: async (ctx, { params, query }): Promise<Download> => {
      const account = ctx.services.account;
      if (query.format === 'csv')
        return { fileName: account.fileName('csv'), contentType: 'text/csv; charset=utf-8', body: await account.exportCsv(ctx.actor, params.id) };
      const file = await account.exportJson(ctx.actor, params.id);
      return { fileName: account.fileName('json'), contentType: 'application/json; charset=utf-8', body: JSON.stringify(file, null, 2) };
    },
    respond: sendDownload,
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/clinician-summary.pdf',
    summary: 'A 1–3 page A4 PDF summary for her doctor over ?from=YYYY-MM-DD&to=YYYY-MM-DD (default: the programme so far).',
    kind: 'data',
    params: UserIdParams,
    query: z.strictObject({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() }),
    handler: async (ctx, { params, query }): Promise<Download> => {
      const { fileName, pdf } = await ctx.services.clinicianSummary.pdf(ctx.actor, params.id, query, ctx.timeZone);
      return { fileName, contentType: 'application/pdf', body: pdf };
    },
    respond: sendDownload,
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/import',
    summary: 'Restore an export file into a new account (new ids, her programme day kept) and sign this browser in to it.',
    kind: 'data',
    body: z.unknown(),
    bodyLimit: MAX_IMPORT_BYTES,
    status: 201,
    handler: async (ctx, { body }) => {
      const restored = await ctx.services.account.importFile(body);
      await ctx.startSession(restored.userId);
      return ctx.services.account.signedIn(restored.userId);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/wellness/users/:id',
    summary: 'Delete every document of hers in every collection (sessions and public page included); clears the cookie.',
    kind: 'data',
    params: UserIdParams,
    handler: async (ctx, { params }) => {
      await ctx.services.account.deleteAll(ctx.actor, params.id);
      await ctx.endSession();
      return { deleted: true };
    },
  }),
];
