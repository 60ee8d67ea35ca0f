import { IdSchema, strictObject } from '@cadence/domain';
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
export const PublishInputSchema = strictObject({ userId: IdSchema, show: VisibilityPatchSchema.optional() });
export const UserIdInput = strictObject({ userId: IdSchema });
/** Any string up to 200 characters: a malformed slug is simply 'Profile Not Found'. */
export const SlugParamSchema = z.string().max(200);
export const SlugInput = strictObject({ slug: SlugParamSchema });
