import { PublicProfileVisibilitySchema, strictObject } from '@cadence/domain';
import { z } from 'zod';

/**
 * Which parts to show, each optional (absent = unchanged). Local: the domain's
 * PublicProfileVisibilitySchema fills absent switches with defaults, which would overwrite
 * the owner's earlier choices on a partial update.
 */
export const VisibilityPatchSchema = strictObject({
  name: z.boolean().optional(),
  location: z.boolean().optional(),
  bio: z.boolean().optional(),
  challenges: z.boolean().optional(),
  goals: z.boolean().optional(),
  routines: z.boolean().optional(),
});

export const PublishBodySchema = strictObject({ show: VisibilityPatchSchema.optional() });
/** Any string up to 200 characters: a malformed slug is simply 'Profile Not Found'. */
export const SlugParamSchema = z.string().max(200);
export const SlugInput = strictObject({ slug: SlugParamSchema });

/** The owner's view of her public page settings. */
export const PublicProfileSettingsViewSchema = strictObject({
  published: z.boolean(),
  slug: z.string().nullable(),
  path: z.string().nullable(),
  show: PublicProfileVisibilitySchema,
});
