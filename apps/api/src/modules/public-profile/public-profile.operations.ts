import { IdSchema, PublicProfileSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';
import { PublicProfileSettingsViewSchema, PublishBodySchema, SlugParamSchema } from './public-profile.schemas';

const UserPath = z.strictObject({ id: IdSchema });
const owner = { in: 'path', key: 'id' } as const;

export const publicProfileOperations = {
  get: defineOperation({
    summary: "A published public profile {user, routines} (404 'Profile Not Found' when missing or private).",
    kind: 'read',
    access: 'public',
    input: z.strictObject({ slug: SlugParamSchema }),
    output: PublicProfileSchema,
    rest: { method: 'GET', path: '/api/wellness/public-profile/:slug', params: z.strictObject({ slug: SlugParamSchema }) },
    run: (ctx, input) => ctx.services.publicProfile.get(input.slug),
  }),
  settings: defineOperation({
    summary: "Her public-page settings.",
    kind: 'read',
    access: 'user',
    output: PublicProfileSettingsViewSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/public-profile', params: UserPath, owner },
    run: (ctx) => ctx.services.publicProfile.settings(ctx.userId),
  }),
  publish: defineOperation({
    summary: 'Publish her public page (unguessable slug on first publish) and choose what is shown.',
    kind: 'write',
    access: 'user',
    input: PublishBodySchema,
    output: PublicProfileSettingsViewSchema,
    rest: { method: 'PUT', path: '/api/wellness/users/:id/public-profile', params: UserPath, body: PublishBodySchema, owner },
    run: (ctx, input) => ctx.services.publicProfile.publish(ctx.userId, input.show),
  }),
  unpublish: defineOperation({
    summary: 'Unpublish: the old link answers 404 from now on.',
    kind: 'write',
    access: 'user',
    output: PublicProfileSettingsViewSchema,
    rest: { method: 'DELETE', path: '/api/wellness/users/:id/public-profile', params: UserPath, owner },
    run: (ctx) => ctx.services.publicProfile.unpublish(ctx.userId),
  }),
};
