// Messages for rule failures the spec does not word (the control is simply disabled there, or no
// text is given). Ours, kept apart from the spec's exact MESSAGES.
import type { Message } from '../constants/messages';

/** A text longer than a schema cap. */
export function tooLongMessage(max: number): Message {
  return { title: 'Too long', description: `Please keep this under ${max} characters.` };
}

export const VALIDATION_MESSAGES = {
  taskDescriptionRequired: { title: 'Please enter a task description' },
  itemRequired: { title: 'Please enter a value' },
  duplicateItem: { title: 'Already added' },
  tooManyItems: { title: 'Too many items' },
  scoreOutOfRange: { title: 'Score must be a whole number from 1 to 10' },
  invalidAge: { title: 'Update Failed', description: 'Age must be a whole number.' },
  invalidSleepHours: { title: 'Update Failed', description: 'Sleep hours must be a whole number from 4 to 12.' },
  invalidStressLevel: { title: 'Update Failed', description: 'Stress level must be a whole number from 1 to 10.' },
  invalidExerciseLevel: { title: 'Update Failed', description: 'Please choose an exercise level from the list.' },
} as const satisfies Record<string, Message>;
