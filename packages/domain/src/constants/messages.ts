// Every user-facing text of spec §5 and §8, exact. Where the spec writes 'Title / Description',
// 'Title - Description' or 'Title: Description' the two parts are split into { title, description };
// `messageText(m, sep)` rebuilds the one-line form.
import { PRODUCT_NAME } from './program';

/** A toast-like message. */
export interface Message {
  readonly title: string;
  readonly description?: string;
}

/** Rebuild the spec's one-line form of a split message. */
export function messageText(message: Message, separator: ' / ' | ' - ' | ': ' = ' / '): string {
  return message.description === undefined ? message.title : `${message.title}${separator}${message.description}`;
}

/** Fallback description when a failed call has no server message (§8 'with the server message or …'). */
export const PLEASE_TRY_AGAIN = 'Please try again';

export const MESSAGES = {
  // §5 validation
  responseRequired: { title: 'Response required', description: 'Please provide an answer before continuing.' },
  noContentToSave: { title: 'No content to save', description: 'Please enter or record a note first' },
  /** §8 variant of the empty-note message. */
  noContentToSaveShort: { title: 'No content to save.' },
  routineNameRequired: { title: 'Please enter a routine name' },
  profileCreationMissing: {
    title: 'Missing Information',
    description: 'Please fill in all fields and select at least one challenge.',
  },
  weeklyReflectionMissing: {
    title: 'Missing Information',
    description: "Please share what helped or what didn't help this week.",
  },

  // §8 Onboarding and voice
  voiceNotSupported: { title: 'Voice input not supported', description: 'Please type your response instead.' },
  voiceInputError: { title: 'Voice input error', description: 'Please try typing your response instead.' },
  createProfileFailed: { title: 'Error', description: 'Failed to create your profile. Please try again.' },
  microphoneDenied: {
    title: 'Microphone Access Denied',
    description: 'Please allow microphone access to use voice input.',
  },
  voiceNotAvailable: { title: 'Voice input not available. Please allow microphone access or use text input.' },
  microphoneError: { title: 'Microphone error', description: 'Please try typing instead' },
  generateRoutinesFailed: { title: 'Failed to generate routines' },
  completeOnboardingFailed: { title: 'Failed to complete onboarding' },
  profileCreationFailed: { title: 'Error', description: 'Failed to create profile. Please try again.' },
  profileCreated: { title: '✓ Profile Created!', description: 'Welcome to your wellness journey' },

  // §8 Notes and tasks
  saveNoteFailed: { title: 'Failed to save note', description: 'Please try again.' },
  addTaskFailed: { title: 'Failed to add task', description: PLEASE_TRY_AGAIN },
  updateFailed: { title: 'Update failed', description: PLEASE_TRY_AGAIN },
  planAdapted: {
    title: '✓ Plan Adapted',
    description: "Your plan has been personalized based on how you're feeling today",
  },
  noteSaved: { title: '✓ Note Saved', description: "Your note has been saved to today's log" },
  taskAdded: { title: '✓ Task Added' },
  taskUpdated: { title: '✓ Task Updated' },

  // §8 Routines
  createRoutineFailed: { title: 'Failed to create routine' },
  updateRoutineFailed: { title: 'Failed to update routine' },
  deleteRoutineFailed: { title: 'Failed to delete routine' },
  routineCreated: { title: 'Routine created successfully' },
  routineUpdated: { title: 'Routine updated successfully' },
  routineUpdatedPlanRefreshed: { title: 'Routine updated and daily plan refreshed' },
  routineDeleted: { title: 'Routine deleted successfully' },

  // §8 Daily plan and logs
  taskUpdateFailed: { title: 'Update Failed', description: 'Please try again' },
  progressUpdated: { title: 'Progress Updated', description: 'Your daily plan has been updated successfully.' },
  logSaved: { title: 'Log Saved', description: 'Your daily notes have been saved.' },

  // §8 Weekly
  weeklyAnalysisComplete: { title: 'Weekly Analysis Complete' },
  recommendationsGenerated: { title: 'Recommendations Generated' },
  routinesUpdated: { title: 'Routines Updated' },
  applyRecommendationsFailed: {
    title: 'Update Failed',
    description: 'Please try again or update your routines manually.',
  },
  weeklyReflectionSaved: {
    title: '✓ Weekly Reflection Saved',
    description: 'Your insights have been recorded for this week.',
  },
  weeklyReflectionFailed: { title: 'Error', description: 'Failed to save reflection. Please try again.' },

  // §8 Profile
  myProfileUpdated: { title: 'Profile Updated' },
  myProfileUpdateFailed: { title: 'Update Failed', description: 'Could not update your profile. Please try again.' },
  redirectingToSetup: { title: 'Redirecting to setup...' },
  editProfileUpdated: { title: 'Profile Updated', description: 'Your profile has been saved successfully.' },
  editProfileUpdateFailed: { title: 'Update Failed', description: 'Please try again.' },
  publicProfileNotFound: {
    title: 'Profile Not Found',
    description: "This wellness profile is either private or doesn't exist.",
  },

  // §2 other screens
  pageNotFound: { title: '404 Page Not Found' },
  resetJourney: {
    title: 'Reset Your Journey',
    description: 'This will clear all your data and let you start the onboarding process fresh.',
  },
  creatingPlan: {
    title: 'Creating Your Personalized Plan',
    description: 'Analyzing your responses and generating recommendations...',
  },
} as const satisfies Record<string, Message>;
export type MessageKey = keyof typeof MESSAGES;

/** Internal error text of a failed user creation (§8). */
export const FAILED_TO_CREATE_USER = 'Failed to create user';

/** §8 success toast of personalised onboarding; '{program}' is the programme name. */
export function welcomeProgramReadyMessage(programName: string): string {
  return `✓ Welcome to ${PRODUCT_NAME}! Your ${programName} is ready to begin.`;
}

/** §8 success toast of the wizard / profile creation with the product name. */
export const WELCOME_PLAN_READY = `Welcome to ${PRODUCT_NAME}! Your personalized plan is ready`;

/** §2 Profile creation heading. */
export const WELCOME_HEADING = `Welcome to ${PRODUCT_NAME}`;

/** §8 transport error text: 'status: body' (or the status text when the body is empty). */
export function transportErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText === '' ? statusText : bodyText}`;
}

/** Description for "failed … with the server message or 'Please try again'" toasts (§8). */
export function serverMessageOrRetry(serverMessage: string | undefined | null): string {
  const trimmed = serverMessage?.trim() ?? '';
  return trimmed === '' ? PLEASE_TRY_AGAIN : trimmed;
}
