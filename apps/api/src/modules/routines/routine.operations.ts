import { CreateRoutineInputSchema, IdSchema, RoutineSchema, UpdateRoutineInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';

const IdPath = z.strictObject({ id: IdSchema });
const UserPath = z.strictObject({ id: IdSchema });

export const routineOperations = {
  list: defineOperation({
    summary: 'Her routines in creation order.',
    kind: 'read',
    access: 'user',
    output: z.array(RoutineSchema),
    rest: { method: 'GET', path: '/api/wellness/users/:id/routines', params: UserPath, owner: { in: 'path', key: 'id' } },
    run: (ctx) => ctx.services.routines.listForDisplay(ctx.userId),
  }),
  create: defineOperation({
    summary: 'Create a routine (Routines screen, personalised onboarding).',
    kind: 'write',
    access: 'user',
    input: CreateRoutineInputSchema.omit({ userId: true }),
    output: RoutineSchema,
    rest: { method: 'POST', path: '/api/wellness/routines', body: CreateRoutineInputSchema, owner: { in: 'body', key: 'userId' }, status: 201 },
    // Medicine screening of her words and today's plan follow inside the service (docs/decisions/095, 131).
    run: (ctx, input) => ctx.services.routines.create(ctx.userId, input, ctx.timeZone),
  }),
  update: defineOperation({
    summary: 'Update a routine of hers (active toggle, or label/frequency/weekday/notes/active/type/subtasks); 404 for anyone else.',
    kind: 'write',
    access: 'user',
    input: z.strictObject({ id: IdSchema, data: UpdateRoutineInputSchema }),
    output: RoutineSchema,
    rest: {
      method: 'PATCH',
      path: '/api/wellness/routines/:id',
      params: IdPath,
      body: UpdateRoutineInputSchema,
      toInput: ({ params, body }) => ({ id: params.id, data: body }),
    },
    run: (ctx, input) => ctx.services.routines.update(ctx.userId, input.id, input.data, ctx.timeZone),
  }),
  remove: defineOperation({
    summary: 'Delete a routine of hers (REST answers 204).',
    kind: 'write',
    access: 'user',
    input: z.strictObject({ id: IdSchema }),
    output: z.strictObject({ ok: z.literal(true) }),
    rest: { method: 'DELETE', path: '/api/wellness/routines/:id', params: IdPath, status: 204 },
    run: async (ctx, input) => {
      await ctx.services.routines.remove(ctx.userId, input.id, ctx.timeZone);
      return { ok: true as const };
    },
  }),
};
