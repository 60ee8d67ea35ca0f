import { CreateUserInputSchema, IdSchema, UpdateUserInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineRoute } from './define';

const UserIdParams = z.strictObject({ id: IdSchema });

export const userRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/wellness/users',
    summary: 'Create a wellness user (profile creation / personalised onboarding); binds the session cookie.',
    kind: 'write',
    body: CreateUserInputSchema,
    status: 201,
    handler: async (ctx, { body }) => {
      const user = await ctx.services.users.create(body);
      await ctx.bindSession(user.id);
      return user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id',
    summary: 'Read a user (only the session owner).',
    kind: 'read',
    params: UserIdParams,
    handler: (ctx, { params }) => ctx.services.users.get(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/wellness/users/:id',
    summary: 'Update a user (My Profile or Edit Profile fields).',
    kind: 'write',
    params: UserIdParams,
    body: UpdateUserInputSchema,
    handler: (ctx, { params, body }) => ctx.services.users.update(ctx.actor, params.id, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/session/end',
    summary: 'End the server session (reset).',
    kind: 'write',
    handler: async (ctx) => {
      await ctx.endSession();
      return { ok: true };
    },
  }),
];
