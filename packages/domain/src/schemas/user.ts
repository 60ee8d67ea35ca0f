import { z } from 'zod';
import { DEFAULT_REMINDER_TIME, SLEEP_HOURS_MAX, SLEEP_HOURS_MIN, STRESS_LEVEL_MAX, STRESS_LEVEL_MIN } from '../constants/program';
import { ExerciseLevelSchema, PregnancyStatusSchema } from './enums';
import { LifeStageSchema } from './enums';
import { PeriodStartsSchema } from './rhythm';
import {
  MAX_AGE,
  MAX_CHALLENGES,
  MAX_CUSTOM_CATEGORIES,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LOCATION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from './limits';
import {
  boundedText,
  IdSchema,
  intInRange,
  IsoDateSchema,
  IsoDateTimeSchema,
  OptionalEmailSchema,
  OptionalUrlSchema,
  requiredText,
  SlugSchema,
  strictObject,
  textList,
  TimeOfDaySchema,
} from './primitives';
import { MEDICINE_MENTION_SOURCES, MAX_MEDICINE_MENTIONS } from '../reading/version';

export const NameSchema = requiredText(MAX_NAME_LENGTH);
export const LocationSchema = boundedText(MAX_LOCATION_LENGTH);
export const ChallengesSchema = textList(MAX_CHALLENGES, MAX_LABEL_LENGTH);
export const GoalsSchema = textList(MAX_LIST_ITEMS, MAX_LABEL_LENGTH);
export const CustomCategoriesSchema = textList(MAX_CUSTOM_CATEGORIES, MAX_LABEL_LENGTH);
export const AgeSchema = intInRange(0, MAX_AGE).nullable();
export const SleepHoursSchema = intInRange(SLEEP_HOURS_MIN, SLEEP_HOURS_MAX).nullable();
export const StressLevelSchema = intInRange(STRESS_LEVEL_MIN, STRESS_LEVEL_MAX).nullable();

/** §3 preferences with their defaults (notifications true, reminderTime '08:00', weeklyReflection true). */
export const UserPreferencesSchema = strictObject({
  notifications: z.boolean().default(true),
  reminderTime: TimeOfDaySchema.default(DEFAULT_REMINDER_TIME),
  weeklyReflection: z.boolean().default(true),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** Partial preferences for updates (no defaults, so absent fields stay untouched). */
export const UserPreferencesUpdateSchema = strictObject({
  notifications: z.boolean().optional(),
  reminderTime: TimeOfDaySchema.optional(),
  weeklyReflection: z.boolean().optional(),
});
export type UserPreferencesUpdate = z.infer<typeof UserPreferencesUpdateSchema>;

/** Which parts of a published profile are visible. Health data is never an option. */
export const PublicProfileVisibilitySchema = strictObject({
  name: z.boolean().default(true),
  location: z.boolean().default(false),
  bio: z.boolean().default(true),
  // Off until she turns them on (docs/decisions/038): challenges and goals are health-adjacent.
  challenges: z.boolean().default(false),
  goals: z.boolean().default(false),
  routines: z.boolean().default(true),
});
export type PublicProfileVisibility = z.infer<typeof PublicProfileVisibilitySchema>;

export const PublicProfileSettingsSchema = strictObject({
  published: z.boolean().default(false),
  slug: SlugSchema.optional(),
  show: PublicProfileVisibilitySchema.prefault({}),
});
export type PublicProfileSettings = z.infer<typeof PublicProfileSettingsSchema>;

export { MEDICINE_MENTION_SOURCES, MAX_MEDICINE_MENTIONS } from '../reading/version';
/** A medicine she named in her words: screened at once, then she is asked once whether to add it to her medications. */
export const MedicineMentionSchema = strictObject({
  name: requiredText(MAX_SHORT_TEXT_LENGTH),
  /** Medication class ('thyroid_hormone'), for screening. */
  medicationClass: boundedText(MAX_SHORT_TEXT_LENGTH).nullable(),
  source: z.enum(MEDICINE_MENTION_SOURCES),
  /** 'asked': waiting for her one-tap answer (screened meanwhile); 'added' to her medications; 'declined'. */
  status: z.enum(['asked', 'added', 'declined']),
});
export type MedicineMention = z.infer<typeof MedicineMentionSchema>;

/** POST …/medicine-mentions: her one-tap answer to "Add it to your medicines?". */
export const AnswerMedicineMentionInputSchema = strictObject({
  name: requiredText(MAX_SHORT_TEXT_LENGTH),
  add: z.boolean(),
});
export type AnswerMedicineMentionInput = z.infer<typeof AnswerMedicineMentionInputSchema>;

/** §3 User. Missing optional fields get defaults so a parsed user is always complete. */
export const UserSchema = strictObject({
  id: IdSchema,
  name: NameSchema,
  email: OptionalEmailSchema.default(''),
  location: LocationSchema.default(''),
  age: AgeSchema.default(null),
  height: boundedText(MAX_SHORT_TEXT_LENGTH).default(''),
  weight: boundedText(MAX_SHORT_TEXT_LENGTH).default(''),
  goals: GoalsSchema.default([]),
  challenges: ChallengesSchema.default([]),
  customCategories: CustomCategoriesSchema.default([]),
  healthConditions: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  medications: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  exerciseLevel: ExerciseLevelSchema.nullable().default(null),
  sleepHours: SleepHoursSchema.default(null),
  stressLevel: StressLevelSchema.default(null),
  createdAt: IsoDateTimeSchema,
  avatarUrl: OptionalUrlSchema.default(''),
  profileBio: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  joinDate: z.union([IsoDateTimeSchema, IsoDateSchema]).optional(),
  preferences: UserPreferencesSchema.prefault({}),
  pregnancyStatus: PregnancyStatusSchema.optional(),
  publicProfile: PublicProfileSettingsSchema.optional(),
  /** docs/decisions/043: optional life stage (null = not answered). */
  lifeStage: LifeStageSchema.nullable().optional(),
  /** docs/decisions/043: logged period start dates, sorted. */
  periodStarts: PeriodStartsSchema.optional(),
  /** Medicines she named in her notes and answers (docs/decisions/110). */
  medicineMentions: z.array(MedicineMentionSchema).max(MAX_MEDICINE_MENTIONS).optional(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /api/wellness/users (§7). Profile-creation rules (≥1 challenge …) live in validateProfileCreation. */
export const CreateUserInputSchema = strictObject({
  name: NameSchema,
  location: LocationSchema.default(''),
  challenges: ChallengesSchema.default([]),
  customCategories: CustomCategoriesSchema.optional(),
  /**
   * docs/decisions/063: /wellness-profile asks for her three starter routines (the §4 fallback routines) in
   * the same call, so the dashboard shows today's plan at once. Absent (the spec's payload): none.
   */
  starterRoutines: z.boolean().optional(),
});
export type CreateUserInput = z.infer<typeof CreateUserInputSchema>;

/** POST /api/wellness/users response (§3 Wellness user). */
export const WellnessUserSchema = strictObject({
  id: IdSchema,
  name: NameSchema,
  location: LocationSchema,
  customCategories: CustomCategoriesSchema.optional(),
});
export type WellnessUser = z.infer<typeof WellnessUserSchema>;

/**
 * PUT /api/wellness/users/{id} (§7): My Profile and Edit Profile send different subsets, so every
 * field is optional; absent means unchanged. age/sleepHours/stressLevel are integers or null.
 */
export const UpdateUserInputSchema = strictObject({
  name: NameSchema.optional(),
  email: OptionalEmailSchema.optional(),
  location: LocationSchema.optional(),
  age: AgeSchema.optional(),
  height: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  weight: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  goals: GoalsSchema.optional(),
  challenges: ChallengesSchema.optional(),
  customCategories: CustomCategoriesSchema.optional(),
  healthConditions: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  medications: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  exerciseLevel: ExerciseLevelSchema.nullable().optional(),
  sleepHours: SleepHoursSchema.optional(),
  stressLevel: StressLevelSchema.optional(),
  preferences: UserPreferencesUpdateSchema.optional(),
  profileBio: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  avatarUrl: OptionalUrlSchema.optional(),
  pregnancyStatus: PregnancyStatusSchema.optional(),
  lifeStage: LifeStageSchema.nullable().optional(),
  periodStarts: PeriodStartsSchema.optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;
