import { IdSchema } from '@cadence/domain';
import { z } from 'zod';
import { PublishBodySchema, SlugParamSchema } from '../modules/public-profile/public-profile.schemas';
import { defineRoute } from './define';

const IdParams = z.strictObject({ id: IdSchema });

export const publicProfileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/wellness/public-profile/:slug',
    summary: "A published public profile {user, routines} (404 'Profile Not Found' when missing or private).",
    kind: 'read',
    params: z.strictObject({ slug: SlugParamSchema }),
    handler: (ctx, { params }) => ctx.services.publicProfile.get(params.slug),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/public-profile',
    summary: 'The owner\'s public-profile settings.',
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.publicProfile.settings(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/wellness/users/:id/public-profile',
    summary: 'Publish the public profile (unguessable slug on first publish) and choose what is shown.',
    kind: 'write',
    params: IdParams,
    body: PublishBodySchema,
    handler: (ctx, { params, body }) => ctx.services.publicProfile.publish(ctx.actor, params.id, body.show),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/wellness/users/:id/public-profile',
    summary: 'Unpublish: the old link answers 404 from now on.',
    kind: 'write',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.publicProfile.unpublish(ctx.actor, params.id),
  }),
];
