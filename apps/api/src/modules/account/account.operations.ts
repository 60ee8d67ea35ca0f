// Her data, hers (docs/decisions/049): export, restore, delete and the clinician summary, declared once
// (docs/decisions/023-operations-declared-once.md). File answers are Attachments.
import { ExportFormatSchema, IdSchema, IsoDateSchema, MAX_IMPORT_BYTES, SignedInSchema } from '@cadence/domain';
import { z } from 'zod';
import { Attachment, defineOperation } from '../../operations/define';

const UserPath = z.strictObject({ id: IdSchema });
const owner = { in: 'path', key: 'id' } as const;
const ExportQuery = z.strictObject({ format: ExportFormatSchema.default('json') });
const PeriodQuery = z.strictObject({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() });
const FileSchema = z.instanceof(Attachment);

export const accountOperations = {
  export: defineOperation({
    summary: 'Everything stored about her as one JSON file (cadence-export-YYYY-MM-DD.json, with a format name and version); format=csv: one row per day.',
    kind: 'data',
    access: 'user',
    input: ExportQuery,
    output: FileSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/export', params: UserPath, query: ExportQuery, owner },
    run: async (ctx, input) => {
      const account = ctx.services.account;
      if (input.format === 'csv') return new Attachment(account.fileName('csv'), 'text/csv; charset=utf-8', await account.exportCsv(ctx.userId));
      const file = await account.exportJson(ctx.userId);
      return new Attachment(account.fileName('json'), 'application/json; charset=utf-8', JSON.stringify(file, null, 2));
    },
  }),
  clinicianSummary: defineOperation({
    summary: 'A 1–3 page A4 PDF for her doctor over from..to (YYYY-MM-DD; default: the programme so far).',
    kind: 'data',
    access: 'user',
    input: PeriodQuery,
    output: FileSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/clinician-summary.pdf', params: UserPath, query: PeriodQuery, owner },
    run: async (ctx, input) => {
      const { fileName, pdf } = await ctx.services.clinicianSummary.pdf(ctx.userId, input, ctx.timeZone);
      return new Attachment(fileName, 'application/pdf', pdf);
    },
  }),
  import: defineOperation({
    summary: 'Restore an export file into a new account (new ids, her programme day kept) and sign this browser in to it.',
    kind: 'data',
    access: 'public',
    input: z.unknown(),
    output: SignedInSchema,
    rest: { method: 'POST', path: '/api/wellness/import', body: z.unknown(), bodyLimit: MAX_IMPORT_BYTES, status: 201, toInput: ({ body }) => body },
    run: async (ctx, input) => {
      const restored = await ctx.services.account.importFile(input);
      await ctx.bindSession(restored.userId);
      return ctx.services.account.signedIn(restored.userId);
    },
  }),
  deleteAll: defineOperation({
    summary: 'Delete every document of hers in every collection (sessions, passkeys and public page included); clears the cookie.',
    kind: 'data',
    access: 'user',
    output: z.strictObject({ deleted: z.literal(true) }),
    rest: { method: 'DELETE', path: '/api/wellness/users/:id', params: UserPath, owner },
    run: async (ctx) => {
      await ctx.services.account.deleteAll(ctx.userId);
      await ctx.endSession();
      return { deleted: true as const };
    },
  }),
};
