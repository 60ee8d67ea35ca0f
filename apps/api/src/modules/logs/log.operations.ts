import { DailyLogSchema, IdSchema, IsoDateSchema, PatchLogNotesInputSchema, SaveDailyLogInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';

/** Body of GET /api/wellness/users/{id}/logs/{date} when no log was saved for that date (tRPC answers null). */
export const NO_LOG_FOR_DATE = 'No log for this date';

const UserPath = z.strictObject({ id: IdSchema });
const UserDatePath = z.strictObject({ id: IdSchema, date: IsoDateSchema });
const owner = { in: 'path', key: 'id' } as const;

export const logOperations = {
  list: defineOperation({
    summary: 'Her daily logs, newest first.',
    kind: 'read',
    access: 'user',
    output: z.array(DailyLogSchema),
    rest: { method: 'GET', path: '/api/wellness/users/:id/logs', params: UserPath, owner },
    run: (ctx) => ctx.services.logs.list(ctx.userId),
  }),
  get: defineOperation({
    // Decision: a date without a log answers 404 'No log for this date' over REST rather than an invented
    // empty log (a DailyLog has an id, and nothing was stored); the procedure answers null.
    summary: "The log of one date (YYYY-MM-DD); 404 'No log for this date' when none was saved.",
    kind: 'read',
    access: 'user',
    input: z.strictObject({ date: IsoDateSchema }),
    output: DailyLogSchema.nullable(),
    rest: { method: 'GET', path: '/api/wellness/users/:id/logs/:date', params: UserDatePath, owner, nullAs404: NO_LOG_FOR_DATE },
    run: (ctx, input) => ctx.services.logs.get(ctx.userId, input.date),
  }),
  patchNotes: defineOperation({
    summary: "Save the day's notes (creates the log when needed); returns the log.",
    kind: 'write',
    access: 'user',
    input: PatchLogNotesInputSchema.extend({ date: IsoDateSchema }),
    output: DailyLogSchema,
    rest: { method: 'PATCH', path: '/api/wellness/users/:id/logs/:date', params: UserDatePath, body: PatchLogNotesInputSchema, owner },
    // Her note is triaged like a check-in inside the service: a red flag is kept with that day's plan (docs/decisions/105).
    run: (ctx, input) => ctx.services.logs.patchNotes(ctx.userId, input.date, { notes: input.notes, baseNotes: input.baseNotes }, { timeZone: ctx.timeZone }),
  }),
  save: defineOperation({
    summary: 'Create or update the log of (userId, date), merging the fields present; returns the log.',
    kind: 'write',
    access: 'user',
    input: SaveDailyLogInputSchema.omit({ userId: true }),
    output: DailyLogSchema,
    rest: { method: 'POST', path: '/api/wellness/logs', body: SaveDailyLogInputSchema, owner: { in: 'body', key: 'userId' } },
    // Today's plan follows the ticks inside the service (docs/decisions/024, 095).
    run: (ctx, input) => ctx.services.logs.save(ctx.userId, input, { timeZone: ctx.timeZone }),
  }),
};
