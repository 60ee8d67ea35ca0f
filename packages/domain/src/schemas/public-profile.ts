import { z } from 'zod';
import {
  PUBLIC_PROFILE_MAX_CHALLENGES,
  PUBLIC_PROFILE_MAX_GOALS,
  PUBLIC_PROFILE_MAX_SUBTASKS,
} from '../constants/program';
import { RoutineFrequencySchema, RoutineTypeSchema } from './enums';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SUBTASKS,
  MAX_WIZARD_ROUTINES,
} from './limits';
import {
  boundedText,
  CountSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  OptionalUrlSchema,
  requiredText,
  strictObject,
  textList,
} from './primitives';

/** Routines shown on a public page (cap). */
export const PUBLIC_PROFILE_MAX_ROUTINES = MAX_WIZARD_ROUTINES * 2;

/** A routine as shown on /p/{slug}: label, type, frequency, badge, notes, first 5 subtask names + '+N more'. */
export const PublicRoutineSchema = strictObject({
  label: requiredText(MAX_LABEL_LENGTH),
  type: RoutineTypeSchema,
  frequency: RoutineFrequencySchema,
  isPersonalized: z.boolean(),
  notes: boundedText(MAX_DESCRIPTION_LENGTH),
  subtaskNames: textList(PUBLIC_PROFILE_MAX_SUBTASKS, MAX_NAME_LENGTH),
  moreSubtasks: CountSchema.max(MAX_SUBTASKS, `must be at most ${MAX_SUBTASKS}`),
});
export type PublicRoutine = z.infer<typeof PublicRoutineSchema>;

/**
 * GET /api/wellness/public-profile/{slug} (§7). Strict on every level: there is no field for
 * health conditions, medications, email, ids or logs, so a response carrying them fails to parse.
 */
export const PublicProfileSchema = strictObject({
  user: strictObject({
    name: requiredText(MAX_NAME_LENGTH),
    location: boundedText(MAX_LOCATION_LENGTH).optional(),
    bio: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
    avatarUrl: OptionalUrlSchema.optional(),
    joinDate: z.union([IsoDateTimeSchema, IsoDateSchema]),
    daysSinceJoin: CountSchema,
    challenges: textList(PUBLIC_PROFILE_MAX_CHALLENGES, MAX_LABEL_LENGTH),
    goals: textList(PUBLIC_PROFILE_MAX_GOALS, MAX_LABEL_LENGTH),
  }),
  routines: z
    .array(PublicRoutineSchema)
    .max(PUBLIC_PROFILE_MAX_ROUTINES, `must have at most ${PUBLIC_PROFILE_MAX_ROUTINES} items`),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
