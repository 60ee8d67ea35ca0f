import { z } from 'zod';
import { LifeStageSchema, PregnancyStatusSchema, RoutineFrequencySchema, RoutineTypeSchema } from './enums';
import {
  MAX_CHALLENGES,
  MAX_DESCRIPTION_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_SUBTASKS,
  MAX_WIZARD_ROUTINES,
} from './limits';
import { boundedText, EmailSchema, IdSchema, requiredText, strictObject, textList } from './primitives';
import { LocationSchema, NameSchema } from './user';

/** §3 Onboarding profile (wizard). customChallenge is the chip input buffer. */
export const WizardProfileSchema = strictObject({
  name: NameSchema,
  email: EmailSchema,
  location: LocationSchema.default(''),
  challenges: textList(MAX_CHALLENGES, MAX_LABEL_LENGTH).default([]),
  customChallenge: boundedText(MAX_LABEL_LENGTH).default(''),
});
export type WizardProfile = z.infer<typeof WizardProfileSchema>;

/** The wizard's in-progress profile (step 1 not yet passed): nothing required. */
export const WizardProfileDraftSchema = strictObject({
  name: boundedText(MAX_NAME_LENGTH).default(''),
  email: boundedText(MAX_EMAIL_LENGTH).default(''),
  location: LocationSchema.default(''),
  challenges: textList(MAX_CHALLENGES, MAX_LABEL_LENGTH).default([]),
  customChallenge: boundedText(MAX_LABEL_LENGTH).default(''),
});
export type WizardProfileDraft = z.infer<typeof WizardProfileDraftSchema>;

/** A generated routine's subtask: name and description. */
export const WizardSubtaskSchema = strictObject({
  name: requiredText(MAX_NAME_LENGTH),
  description: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
});
export type WizardSubtask = z.infer<typeof WizardSubtaskSchema>;

/** §3 generated wizard routine: included is true unless explicitly false; subtasks default empty. */
export const WizardRoutineSchema = strictObject({
  label: requiredText(MAX_LABEL_LENGTH),
  frequency: RoutineFrequencySchema.default('daily'),
  included: z.boolean().default(true),
  type: RoutineTypeSchema,
  subtasks: z.array(WizardSubtaskSchema).max(MAX_SUBTASKS, `must have at most ${MAX_SUBTASKS} items`).default([]),
});
export type WizardRoutine = z.infer<typeof WizardRoutineSchema>;

const wizardRoutineList = z
  .array(WizardRoutineSchema)
  .max(MAX_WIZARD_ROUTINES, `must have at most ${MAX_WIZARD_ROUTINES} items`);

/** POST /api/onboarding/generate-routines (§7). */
export const GenerateRoutinesInputSchema = strictObject({
  profile: WizardProfileSchema,
  context: boundedText(MAX_NOTE_LENGTH),
  /**
   * Her life stage from the wizard's optional question (docs/decisions/070), when she chose
   * one: the user does not exist yet, so it comes with the call; it feeds supplement screening
   * ('pregnant', 'breastfeeding') and keeps seed cycling to natural cycles.
   */
  lifeStage: LifeStageSchema.nullish(),
  /** Her answer to "Do you take any medicines?", asked before supplements are offered (docs/decisions/110). */
  medications: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  /** Her answer to the pregnancy question, asked before supplements are offered. */
  pregnancyStatus: PregnancyStatusSchema.optional(),
});
export type GenerateRoutinesInput = z.infer<typeof GenerateRoutinesInputSchema>;

export const GenerateRoutinesResponseSchema = strictObject({ routines: wizardRoutineList });
export type GenerateRoutinesResponse = z.infer<typeof GenerateRoutinesResponseSchema>;

/** POST /api/onboarding/complete (§7): only included routines are sent, at least one. */
export const CompleteOnboardingInputSchema = strictObject({
  profile: WizardProfileSchema,
  routines: wizardRoutineList.min(1, 'must have at least 1 item'),
});
export type CompleteOnboardingInput = z.infer<typeof CompleteOnboardingInputSchema>;

export const CompleteOnboardingResponseSchema = strictObject({ userId: IdSchema });
export type CompleteOnboardingResponse = z.infer<typeof CompleteOnboardingResponseSchema>;

export { isRoutineIncluded } from './predicates';
