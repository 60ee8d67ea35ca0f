// Getting back in on a new device (docs/decisions/051): passkeys and device-link codes, declared once.
import {
  DeviceLinkCodeSchema,
  DeviceLinkSchema,
  IdSchema,
  PasskeySignInInputSchema,
  PasskeyStatusSchema,
  PasskeySummarySchema,
  RegisterPasskeyInputSchema,
  SignedInSchema,
} from '@cadence/domain';
import { z } from 'zod';
import { defineOperation, type RequestContext } from '../../operations/define';

const UserPath = z.strictObject({ id: IdSchema });
const owner = { in: 'path', key: 'id' } as const;
/** WebAuthn options as @simplewebauthn/server makes them (passed to the browser as they are). */
const OptionsSchema = z.looseObject({ challenge: z.string() });
const RedeemInput = z.strictObject({ code: DeviceLinkCodeSchema });
const RemoveInput = z.strictObject({ passkeyId: IdSchema });

/** Signs this browser in as `userId` (a new session token) and answers what restores her local data. */
async function signInAs(ctx: RequestContext, userId: string) {
  await ctx.bindSession(userId);
  return ctx.services.account.signedIn(userId);
}

export const passkeyOperations = {
  status: defineOperation({
    summary: 'Whether passkeys are set up on this server (production needs PUBLIC_URL or WEBAUTHN_ORIGINS).',
    kind: 'read',
    access: 'public',
    output: PasskeyStatusSchema,
    rest: { method: 'GET', path: '/api/wellness/passkeys/status' },
    run: async (ctx) => ctx.services.passkeys.status(),
  }),
  list: defineOperation({
    summary: 'Her passkeys, each with its creation date.',
    kind: 'read',
    access: 'user',
    output: z.array(PasskeySummarySchema),
    rest: { method: 'GET', path: '/api/wellness/users/:id/passkeys', params: UserPath, owner },
    run: (ctx) => ctx.services.passkeys.list(ctx.userId),
  }),
  registrationOptions: defineOperation({
    summary: "Options for 'Add a passkey' (a single-use challenge that expires).",
    kind: 'data',
    access: 'user',
    output: OptionsSchema,
    rest: { method: 'POST', path: '/api/wellness/users/:id/passkeys/options', params: UserPath, owner },
    run: (ctx) => ctx.services.passkeys.registrationOptions(ctx.userId),
  }),
  register: defineOperation({
    summary: 'Registers the passkey the browser created for those options.',
    kind: 'data',
    access: 'user',
    input: RegisterPasskeyInputSchema,
    output: PasskeySummarySchema,
    rest: { method: 'POST', path: '/api/wellness/users/:id/passkeys', params: UserPath, body: RegisterPasskeyInputSchema, owner, status: 201 },
    run: (ctx, input) => ctx.services.passkeys.register(ctx.userId, input),
  }),
  remove: defineOperation({
    summary: 'Removes one of her passkeys.',
    kind: 'data',
    access: 'user',
    input: RemoveInput,
    output: z.strictObject({ removed: z.literal(true) }),
    rest: { method: 'DELETE', path: '/api/wellness/users/:id/passkeys/:passkeyId', params: z.strictObject({ id: IdSchema, passkeyId: IdSchema }), owner },
    run: async (ctx, input) => {
      await ctx.services.passkeys.remove(ctx.userId, input.passkeyId);
      return { removed: true as const };
    },
  }),
  signInOptions: defineOperation({
    summary: "Options for 'Sign in with a passkey' (a single-use challenge that expires).",
    kind: 'data',
    access: 'public',
    output: OptionsSchema,
    rest: { method: 'POST', path: '/api/wellness/passkeys/sign-in/options' },
    run: (ctx) => ctx.services.passkeys.authenticationOptions(),
  }),
  signIn: defineOperation({
    summary: 'Signs this browser in with a passkey (a new session token); answers what restores her local data.',
    kind: 'data',
    access: 'public',
    input: PasskeySignInInputSchema,
    output: SignedInSchema,
    rest: { method: 'POST', path: '/api/wellness/passkeys/sign-in', body: PasskeySignInInputSchema },
    run: async (ctx, input) => signInAs(ctx, (await ctx.services.passkeys.authenticate(input.response)).userId),
  }),
  createDeviceLink: defineOperation({
    summary: "'Link another device': a one-time 8-character code, valid 10 minutes.",
    kind: 'data',
    access: 'user',
    output: DeviceLinkSchema,
    rest: { method: 'POST', path: '/api/wellness/users/:id/device-link', params: UserPath, owner, status: 201 },
    run: (ctx) => ctx.services.passkeys.createDeviceLink(ctx.userId),
  }),
  redeemDeviceLink: defineOperation({
    summary: 'Signs this browser in with a device-link code (used once); answers what restores her local data.',
    kind: 'data',
    access: 'public',
    input: RedeemInput,
    output: SignedInSchema,
    rest: { method: 'POST', path: '/api/wellness/device-link/redeem', body: RedeemInput },
    run: async (ctx, input) => signInAs(ctx, (await ctx.services.passkeys.redeemDeviceLink(input.code)).userId),
  }),
};
