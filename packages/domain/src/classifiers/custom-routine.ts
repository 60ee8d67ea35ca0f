import type { WizardRoutine } from '../schemas/wizard';

/** §4 'Add Another Routine' template: 'Custom Routine', daily, type other, included, one 'Custom task'. */
export const CUSTOM_ROUTINE_TEMPLATE: WizardRoutine = Object.freeze({
  label: 'Custom Routine',
  frequency: 'daily',
  included: true,
  type: 'other',
  subtasks: [{ name: 'Custom task', description: '' }],
});

/** A fresh, mutable copy of the 'Custom Routine' template. */
export function createCustomRoutine(): WizardRoutine {
  return { ...CUSTOM_ROUTINE_TEMPLATE, subtasks: CUSTOM_ROUTINE_TEMPLATE.subtasks.map((s) => ({ ...s })) };
}
