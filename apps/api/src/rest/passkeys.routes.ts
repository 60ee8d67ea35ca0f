// Getting back in on a new device (issue 18) over REST: passkeys and device-link codes. Old style,
// in its own file, so the lead can convert it to operation declarations (issue 20) mechanically.
import { DeviceLinkCodeSchema, IdSchema, PasskeySignInInputSchema, RegisterPasskeyInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineRoute } from './define';

const UserIdParams = z.strictObject({ id: IdSchema });

export const passkeyRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/passkeys',
    summary: 'Her passkeys, each with its creation date.',
    kind: 'data',
    params: UserIdParams,
    handler: (ctx, { params }) => ctx.services.passkeys.list(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/users/:id/passkeys/options',
    summary: "Options for 'Add a passkey' (a single-use challenge that expires).",
    kind: 'data',
    params: UserIdParams,
    handler: (ctx, { params }) => ctx.services.passkeys.registrationOptions(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/users/:id/passkeys',
    summary: 'Registers the passkey the browser created for those options.',
    kind: 'data',
    params: UserIdParams,
    body: RegisterPasskeyInputSchema,
    status: 201,
    handler: (ctx, { params, body }) => ctx.services.passkeys.register(ctx.actor, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/wellness/users/:id/passkeys/:passkeyId',
    summary: 'Removes one of her passkeys.',
    kind: 'data',
    params: z.strictObject({ id: IdSchema, passkeyId: IdSchema }),
    handler: async (ctx, { params }) => {
      await ctx.services.passkeys.remove(ctx.actor, params.id, params.passkeyId);
      return { removed: true };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/passkeys/sign-in/options',
    summary: "Options for 'Sign in with a passkey' (a single-use challenge that expires).",
    kind: 'data',
    handler: (ctx) => ctx.services.passkeys.authenticationOptions(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/passkeys/sign-in',
    summary: 'Signs this browser in with a passkey (a new session token); returns what restores her local data.',
    kind: 'data',
    body: PasskeySignInInputSchema,
    handler: async (ctx, { body }) => {
      const { userId } = await ctx.services.passkeys.authenticate(body.response);
      await ctx.startSession(userId);
      return ctx.services.account.signedIn(userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/users/:id/device-link',
    summary: "'Link another device': a one-time 8-character code, valid 10 minutes.",
    kind: 'data',
    params: UserIdParams,
    status: 201,
    handler: (ctx, { params }) => ctx.services.passkeys.createDeviceLink(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/device-link/redeem',
    summary: 'Signs this browser in with a device-link code (used once); returns what restores her local data.',
    kind: 'data',
    body: z.strictObject({ code: DeviceLinkCodeSchema }),
    handler: async (ctx, { body }) => {
      const { userId } = await ctx.services.passkeys.redeemDeviceLink(body.code);
      await ctx.startSession(userId);
      return ctx.services.account.signedIn(userId);
    },
  }),
];
