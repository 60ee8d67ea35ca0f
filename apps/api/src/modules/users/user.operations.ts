import { AnswerMedicineMentionInputSchema, CreateUserInputSchema, IdSchema, starterRoutineFields, UpdateUserInputSchema, UserSchema, WellnessUserSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';

const UserPath = z.strictObject({ id: IdSchema });
const OkSchema = z.strictObject({ ok: z.literal(true) });

export const userOperations = {
  answerMedicine: defineOperation({
    summary: 'Her one-tap answer to "Add it to your medicines?" for a medicine she named (docs/decisions/110); returns her profile.',
    kind: 'write',
    access: 'user',
    input: AnswerMedicineMentionInputSchema,
    output: UserSchema,
    rest: { method: 'POST', path: '/api/wellness/users/:id/medicine-mentions', params: UserPath, body: AnswerMedicineMentionInputSchema, owner: { in: 'path', key: 'id' } },
    run: (ctx, input) => ctx.services.users.answerMedicine(ctx.userId, input),
  }),
  create: defineOperation({
    summary: 'Create a wellness user (profile creation / personalised onboarding); binds the session cookie.',
    kind: 'write',
    access: 'public',
    input: CreateUserInputSchema,
    output: WellnessUserSchema,
    rest: { method: 'POST', path: '/api/wellness/users', body: CreateUserInputSchema, status: 201 },
    run: async (ctx, input) => {
      const { starterRoutines, ...fields } = input;
      const user = await ctx.services.users.create(fields);
      await ctx.bindSession(user.id);
      // /wellness-profile: her starter routines in the same call, so today's plan exists at once (decision 063).
      if (starterRoutines) await ctx.services.routines.createForUser(user.id, starterRoutineFields(), ctx.timeZone);
      return user;
    },
  }),
  get: defineOperation({
    summary: 'Read the session user.',
    kind: 'read',
    access: 'user',
    output: UserSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id', params: UserPath, owner: { in: 'path', key: 'id' } },
    run: (ctx) => ctx.services.users.get(ctx.userId),
  }),
  update: defineOperation({
    summary: 'Update the session user (My Profile or Edit Profile fields).',
    kind: 'write',
    access: 'user',
    input: UpdateUserInputSchema,
    output: UserSchema,
    rest: { method: 'PUT', path: '/api/wellness/users/:id', params: UserPath, body: UpdateUserInputSchema, owner: { in: 'path', key: 'id' } },
    run: (ctx, input) => ctx.services.users.update(ctx.userId, input),
  }),
  /** The user bound to this browser's session, or null (lets a cleared-localStorage browser find its data again). */
  me: defineOperation({
    summary: "The session's user, or null.",
    kind: 'read',
    access: 'public',
    output: UserSchema.nullable(),
    run: async (ctx) => (ctx.actor ? ctx.services.users.getOwned(ctx.actor.userId) : null),
  }),
  endSession: defineOperation({
    summary: 'End the server session (reset).',
    kind: 'write',
    access: 'public',
    output: OkSchema,
    rest: { method: 'POST', path: '/api/session/end' },
    run: async (ctx) => {
      await ctx.endSession();
      return { ok: true as const };
    },
  }),
};
