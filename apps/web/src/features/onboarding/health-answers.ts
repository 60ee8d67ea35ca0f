import type { PregnancyStatus, WizardRoutine } from '@cadence/domain';

/** Her answers to the two questions asked before any supplement is offered (docs/decisions/110). */
export interface HealthAnswers {
  medications: string;
  pregnancyStatus: PregnancyStatus | '';
}

export const NO_HEALTH_ANSWERS: HealthAnswers = { medications: '', pregnancyStatus: '' };

/** Both answered: a medicine list (or 'none') and a pregnancy answer. Until then supplements come unticked. */
export const healthAnswered = (a: HealthAnswers): boolean => a.medications.trim() !== '' && a.pregnancyStatus !== '';

/** Her medicines as saved on her profile: 'none' (and the like) is no medicine. */
export function medicationsToSave(a: HealthAnswers): string {
  const m = a.medications.trim();
  return /^(?:none|no|nothing|nope|n\/a|-)\.?$/i.test(m) ? '' : m;
}

/** Supplement routines come unticked until she has answered the medicines and pregnancy questions. */
export function untickSupplementsUnless<R extends Pick<WizardRoutine, 'type' | 'included'>>(answered: boolean, routines: readonly R[]): R[] {
  return answered ? [...routines] : routines.map((r) => (r.type === 'supplement' ? { ...r, included: false } : r));
}
