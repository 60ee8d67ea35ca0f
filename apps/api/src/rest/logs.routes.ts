import { IdSchema, IsoDateSchema, PatchLogNotesInputSchema, SaveDailyLogInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { defineRoute } from './define';

const UserIdParams = z.strictObject({ id: IdSchema });
const UserDateParams = z.strictObject({ id: IdSchema, date: IsoDateSchema });

/** Body of GET /api/wellness/users/{id}/logs/{date} when no log was saved for that date. */
export const NO_LOG_FOR_DATE = 'No log for this date';

/** Spec §7 daily log calls; thin calls into LogService. */
export const logRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/logs',
    summary: "The user's daily logs, newest first.",
    kind: 'read',
    params: UserIdParams,
    handler: (ctx, { params }) => ctx.services.logs.list(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/logs/:date',
    summary: "The log of one date (YYYY-MM-DD); 404 'No log for this date' when none was saved.",
    kind: 'read',
    params: UserDateParams,
    // Decision: a date without a log answers 404 'No log for this date' rather than an invented
    // empty log (a DailyLog has an id, and nothing was stored). The web treats this 404 as
    // "no notes yet" (empty notes box); the tRPC twin `logs.get` returns null instead.
    handler: async (ctx, { params }) => {
      const log = await ctx.services.logs.get(ctx.actor, params.id, params.date);
      if (!log) throw notFound(NO_LOG_FOR_DATE);
      return log;
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/wellness/users/:id/logs/:date',
    summary: "Save the day's notes (creates the log when needed); returns the log.",
    kind: 'write',
    params: UserDateParams,
    body: PatchLogNotesInputSchema,
    handler: (ctx, { params, body }) => ctx.services.logs.patchNotes(ctx.actor, params.id, params.date, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/logs',
    summary: 'Create or update the log of (userId, date), merging the fields present; returns the log.',
    kind: 'write',
    body: SaveDailyLogInputSchema,
    handler: (ctx, { body }) => ctx.services.logs.save(ctx.actor, body),
  }),
];
