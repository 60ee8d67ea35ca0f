import { CreateRoutineInputSchema, IdSchema, UpdateRoutineInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineRoute } from './define';

const IdParams = z.strictObject({ id: IdSchema });

export const routineRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/wellness/routines',
    summary: 'Create a routine for the session user (Routines screen, personalised onboarding).',
    kind: 'write',
    body: CreateRoutineInputSchema,
    status: 201,
    handler: (ctx, { body }) => ctx.services.routines.create(ctx.actor, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/routines',
    summary: "A user's routines in creation order (only the session owner).",
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.routines.list(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/wellness/routines/:id',
    summary: 'Update a routine (active toggle, or label/frequency/notes/active/type/subtasks).',
    kind: 'write',
    params: IdParams,
    body: UpdateRoutineInputSchema,
    handler: (ctx, { params, body }) => ctx.services.routines.update(ctx.actor, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/wellness/routines/:id',
    summary: 'Delete a routine (204).',
    kind: 'write',
    params: IdParams,
    status: 204,
    handler: async (ctx, { params }) => {
      await ctx.services.routines.remove(ctx.actor, params.id);
    },
  }),
];
