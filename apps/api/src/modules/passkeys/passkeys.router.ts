// Getting back in on a new device (issue 18) over tRPC: the same service calls as rest/passkeys.routes.ts.
import { DeviceLinkCodeSchema, IdSchema, PasskeySignInInputSchema, RegisterPasskeyInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';

const UserId = z.strictObject({ userId: IdSchema });

export const passkeysRouter = router({
  list: protectedProcedure.input(UserId).query(({ ctx, input }) => ctx.services.passkeys.list(ctx.actor, input.userId)),
  registrationOptions: protectedProcedure
    .input(UserId)
    .mutation(({ ctx, input }) => ctx.services.passkeys.registrationOptions(ctx.actor, input.userId)),
  register: protectedProcedure
    .input(RegisterPasskeyInputSchema.extend({ userId: IdSchema }))
    .mutation(({ ctx, input }) => {
      const { userId, ...rest } = input;
      return ctx.services.passkeys.register(ctx.actor, userId, rest);
    }),
  remove: protectedProcedure.input(z.strictObject({ userId: IdSchema, passkeyId: IdSchema })).mutation(async ({ ctx, input }) => {
    await ctx.services.passkeys.remove(ctx.actor, input.userId, input.passkeyId);
    return { removed: true as const };
  }),
  signInOptions: publicProcedure.mutation(({ ctx }) => ctx.services.passkeys.authenticationOptions()),
  signIn: publicProcedure.input(PasskeySignInInputSchema).mutation(async ({ ctx, input }) => {
    const { userId } = await ctx.services.passkeys.authenticate(input.response);
    await ctx.startSession(userId);
    return ctx.services.account.signedIn(userId);
  }),
  createDeviceLink: protectedProcedure.input(UserId).mutation(({ ctx, input }) => ctx.services.passkeys.createDeviceLink(ctx.actor, input.userId)),
  redeemDeviceLink: publicProcedure.input(z.strictObject({ code: DeviceLinkCodeSchema })).mutation(async ({ ctx, input }) => {
    const { userId } = await ctx.services.passkeys.redeemDeviceLink(input.code);
    await ctx.startSession(userId);
    return ctx.services.account.signedIn(userId);
  }),
});
