import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { PublishInputSchema, SlugInput, UserIdInput } from './public-profile.schemas';

export const publicProfileRouter = router({
  /** GET /api/wellness/public-profile/{slug} — anyone with the slug. */
  get: publicProcedure.input(SlugInput).query(({ ctx, input }) => ctx.services.publicProfile.get(input.slug)),
  /** The owner's settings (published, slug, path, show). */
  settings: protectedProcedure.input(UserIdInput).query(({ ctx, input }) => ctx.services.publicProfile.settings(ctx.actor, input.userId)),
  /** PUT /api/wellness/users/{id}/public-profile */
  publish: protectedProcedure
    .input(PublishInputSchema)
    .mutation(({ ctx, input }) => ctx.services.publicProfile.publish(ctx.actor, input.userId, input.show)),
  /** DELETE /api/wellness/users/{id}/public-profile */
  unpublish: protectedProcedure.input(UserIdInput).mutation(({ ctx, input }) => ctx.services.publicProfile.unpublish(ctx.actor, input.userId)),
});
