import {
  MAX_WIZARD_ROUTINES,
  RoutineTypeSchema,
  strictObject,
  WizardProfileSchema,
  WizardRoutineSchema,
} from '@cadence/domain';
import { z } from 'zod';

// Local fix (reported): the domain's CompleteOnboardingInputSchema requires `type` on every
// routine, but the wizard may send routines without one ("type from routineTypeFromLabel when
// absent"). Same shape otherwise; the domain schema is kept as the reference for everything else.
export const CompleteWizardRoutineSchema = WizardRoutineSchema.extend({ type: RoutineTypeSchema.optional() });
export type CompleteWizardRoutine = z.infer<typeof CompleteWizardRoutineSchema>;

/** POST /api/onboarding/complete body: the domain schema with an optional routine `type`. */
export const CompleteOnboardingBodySchema = strictObject({
  profile: WizardProfileSchema,
  routines: z
    .array(CompleteWizardRoutineSchema)
    .min(1, 'must have at least 1 item')
    .max(MAX_WIZARD_ROUTINES, `must have at most ${MAX_WIZARD_ROUTINES} items`),
});
export type CompleteOnboardingBody = z.infer<typeof CompleteOnboardingBodySchema>;

