import { describe, expect, it } from 'vitest';
import {
  ALL_LOCAL_STORAGE_KEYS,
  DEFAULT_PROGRAM_NAME,
  DEFAULT_USER_NAME,
  EDIT_PROFILE_GOAL_OPTIONS,
  EMPTY_STATES,
  LOCAL_STORAGE_KEYS,
  MESSAGES,
  messageText,
  ONBOARDING_QUESTIONS,
  PRODUCT_NAME,
  PROFILE_CHALLENGE_OPTIONS,
  PROFILE_CREATION_CHALLENGES,
  PROGRAM_LENGTH_DAYS,
  publicProfilePath,
  serverMessageOrRetry,
  taskSourceLabel,
  transportErrorMessage,
  welcomeProgramReadyMessage,
  WELCOME_HEADING,
  WELCOME_PLAN_READY,
  WIZARD_CHALLENGE_PRESETS,
  ONBOARDING_QUESTION_IDS,
  FAILED_TO_CREATE_USER,
} from './index';
import * as P from './program';

describe('programme constants (§9)', () => {
  it('names and numbers', () => {
    expect(PRODUCT_NAME).toBe('Cadence');
    expect(DEFAULT_PROGRAM_NAME).toBe('45-Day Hormone Reset');
    expect(PROGRAM_LENGTH_DAYS).toBe(45);
    expect(DEFAULT_USER_NAME).toContain('Cadence');
    expect([P.ONBOARDING_QUESTION_COUNT, P.MAX_INSIGHTS, P.MAX_CHALLENGES_ON_CREATION, P.MAX_FOCUS_CHIPS]).toEqual([5, 4, 3, 4]);
    expect([P.RECOMMENDATION_TITLE_MAX_LENGTH, P.RECOMMENDATION_TITLE_KEEP_LENGTH, P.RECOMMENDATION_TITLE_ELLIPSIS]).toEqual([50, 47, '...']);
    expect([P.AFTERNOON_STARTS_AT_HOUR, P.EVENING_STARTS_AT_HOUR]).toEqual([12, 17]);
    expect([P.WEEKLY_SCORE_MIN, P.WEEKLY_SCORE_MAX, P.WEEKLY_SCORE_DEFAULT, P.WEEKLY_SCORE_STEP]).toEqual([1, 10, 5, 1]);
    expect([P.SCORE_GREEN_MIN, P.SCORE_YELLOW_MIN, P.SCORE_ORANGE_MIN]).toEqual([8, 6, 4]);
    expect([P.SPLASH_LOGO_MS, P.SPLASH_FADE_MS, P.NATIVE_SPLASH_HIDE_MS]).toEqual([1200, 300, 2000]);
    expect([P.WIZARD_PROGRESS_DOTS, P.WIZARD_MIN_DESCRIPTION_LENGTH_EXCLUSIVE, P.WIZARD_FALLBACK_ROUTINE_COUNT]).toEqual([3, 10, 3]);
    expect([P.CATALOGUE_SEARCH_MIN_CHARS, P.CATALOGUE_SEARCH_MAX_RESULTS, P.PREVIOUS_DAYS_COUNT]).toEqual([1, 8, 7]);
    expect([P.PUBLIC_PROFILE_MAX_CHALLENGES, P.PUBLIC_PROFILE_MAX_GOALS, P.PUBLIC_PROFILE_MAX_SUBTASKS]).toEqual([3, 3, 5]);
    expect([P.SLEEP_HOURS_MIN, P.SLEEP_HOURS_MAX, P.DEFAULT_REMINDER_TIME]).toEqual([4, 12, '08:00']);
    expect([P.LOCAL_RULE_MIN_MOVEMENT_DAYS, P.LOCAL_RULE_MIN_MINDFULNESS_DAYS]).toEqual([3, 2]);
    expect([P.TOAST_LIMIT, P.TOAST_DURATION_MS, P.TOAST_REMOVE_DELAY_MS, P.TOAST_SWIPE_THRESHOLD_PX]).toEqual([1, 5000, 1_000_000, 50]);
    expect([P.TOAST_SWIPE_DIRECTION, P.TOAST_VIEWPORT_HOTKEY, P.TOOLTIP_DELAY_MS, P.TOOLTIP_SKIP_DELAY_MS]).toEqual(['right', 'F8', 700, 300]);
    expect([P.SPEECH_RECOGNITION_LANG, P.PERSONALIZED_ROUTINE_FREQUENCY, P.FALLBACK_USER_ID, P.STORAGE_TRUE]).toEqual(['en-US', 'daily', '1', 'true']);
  });
});

describe('local storage keys (§3)', () => {
  it('are the exact names', () => {
    expect(ALL_LOCAL_STORAGE_KEYS).toEqual([
      'wellnessUserId',
      'hasCompletedOnboarding',
      'onboardingCompleted',
      'hasPersonalizedOnboarding',
      'userName',
      'userLocation',
      'userCustomCategories',
      'personalizedProfile',
      'programName',
      'recommendations',
      'resetProgram',
    ]);
    for (const [k, v] of Object.entries(LOCAL_STORAGE_KEYS)) expect(k).toBe(v);
  });
});

describe('onboarding questions', () => {
  it('five, in id order, with text', () => {
    expect(ONBOARDING_QUESTIONS.map((q) => q.id)).toEqual([...ONBOARDING_QUESTION_IDS]);
    for (const q of ONBOARDING_QUESTIONS) {
      expect(q.category.length).toBeGreaterThan(0);
      expect(q.question.length).toBeGreaterThan(10);
      expect(q.placeholder.length).toBeGreaterThan(10);
    }
    expect(ONBOARDING_QUESTIONS[0]!.question).toMatch(/name/i);
    expect(ONBOARDING_QUESTIONS[0]!.question).toMatch(/located|live/i);
  });
});

describe('option lists', () => {
  it('are the spec lists', () => {
    expect(WIZARD_CHALLENGE_PRESETS).toEqual([
      'Stress/Burnout',
      'Injury Recovery',
      'Sleep Issues',
      'Cycle/PMS',
      'Energy/Fatigue',
      'Digestion',
      'Anxiety',
      'Depression',
      'Pain Management',
      'Other',
    ]);
    expect(PROFILE_CREATION_CHALLENGES).toHaveLength(12);
    expect(PROFILE_CREATION_CHALLENGES[0]).toBe('chronic stress');
    expect(PROFILE_CREATION_CHALLENGES[11]).toBe('weight management');
    expect(PROFILE_CHALLENGE_OPTIONS).toEqual([
      'Chronic pain management',
      'Post-injury recovery',
      'Mobility improvement',
      'General well-being',
      'Mental health support',
      'Energy & fatigue',
      'Sleep improvement',
      'Stress management',
    ]);
    expect(EDIT_PROFILE_GOAL_OPTIONS).toEqual([
      'Hormone Balance',
      'Better Sleep',
      'Stress Management',
      'Weight Management',
      'Energy Boost',
      'Pain Relief',
      'Mood Stability',
      'Digestive Health',
    ]);
  });
});

describe('messages (exact spec texts)', () => {
  it.each([
    [MESSAGES.responseRequired, ' / ', 'Response required / Please provide an answer before continuing.'],
    [MESSAGES.noContentToSave, ' / ', 'No content to save / Please enter or record a note first'],
    [MESSAGES.noContentToSaveShort, ' / ', 'No content to save.'],
    [MESSAGES.routineNameRequired, ' / ', 'Please enter a routine name'],
    [MESSAGES.profileCreationMissing, ': ', 'Missing Information: Please fill in all fields and select at least one challenge.'],
    [MESSAGES.weeklyReflectionMissing, ': ', "Missing Information: Please share what helped or what didn't help this week."],
    [MESSAGES.voiceNotSupported, ' / ', 'Voice input not supported / Please type your response instead.'],
    [MESSAGES.voiceInputError, ' / ', 'Voice input error / Please try typing your response instead.'],
    [MESSAGES.createProfileFailed, ' / ', 'Error / Failed to create your profile. Please try again.'],
    [MESSAGES.microphoneDenied, ' / ', 'Microphone Access Denied / Please allow microphone access to use voice input.'],
    [MESSAGES.voiceNotAvailable, ' / ', 'Voice input not available. Please allow microphone access or use text input.'],
    [MESSAGES.microphoneError, ' - ', 'Microphone error - Please try typing instead'],
    [MESSAGES.generateRoutinesFailed, ' / ', 'Failed to generate routines'],
    [MESSAGES.completeOnboardingFailed, ' / ', 'Failed to complete onboarding'],
    [MESSAGES.profileCreationFailed, ': ', 'Error: Failed to create profile. Please try again.'],
    [MESSAGES.profileCreated, ' ', '✓ Profile Created! Welcome to your wellness journey'],
    [MESSAGES.saveNoteFailed, ' / ', 'Failed to save note / Please try again.'],
    [MESSAGES.addTaskFailed, ' / ', 'Failed to add task / Please try again'],
    [MESSAGES.updateFailed, ' / ', 'Update failed / Please try again'],
    [MESSAGES.planAdapted, ' / ', "✓ Plan Adapted / Your plan has been personalized based on how you're feeling today"],
    [MESSAGES.noteSaved, ' / ', "✓ Note Saved / Your note has been saved to today's log"],
    [MESSAGES.taskAdded, ' / ', '✓ Task Added'],
    [MESSAGES.taskUpdated, ' / ', '✓ Task Updated'],
    [MESSAGES.createRoutineFailed, ' / ', 'Failed to create routine'],
    [MESSAGES.updateRoutineFailed, ' / ', 'Failed to update routine'],
    [MESSAGES.deleteRoutineFailed, ' / ', 'Failed to delete routine'],
    [MESSAGES.routineCreated, ' / ', 'Routine created successfully'],
    [MESSAGES.routineUpdated, ' / ', 'Routine updated successfully'],
    [MESSAGES.routineUpdatedPlanRefreshed, ' / ', 'Routine updated and daily plan refreshed'],
    [MESSAGES.routineDeleted, ' / ', 'Routine deleted successfully'],
    [MESSAGES.taskUpdateFailed, ' - ', 'Update Failed - Please try again'],
    [MESSAGES.progressUpdated, ' - ', 'Progress Updated - Your daily plan has been updated successfully.'],
    [MESSAGES.logSaved, ' - ', 'Log Saved - Your daily notes have been saved.'],
    [MESSAGES.weeklyAnalysisComplete, ' / ', 'Weekly Analysis Complete'],
    [MESSAGES.recommendationsGenerated, ' / ', 'Recommendations Generated'],
    [MESSAGES.routinesUpdated, ' / ', 'Routines Updated'],
    [MESSAGES.applyRecommendationsFailed, ' - ', 'Update Failed - Please try again or update your routines manually.'],
    [MESSAGES.weeklyReflectionSaved, ': ', '✓ Weekly Reflection Saved: Your insights have been recorded for this week.'],
    [MESSAGES.weeklyReflectionFailed, ': ', 'Error: Failed to save reflection. Please try again.'],
    [MESSAGES.myProfileUpdated, ' / ', 'Profile Updated'],
    [MESSAGES.myProfileUpdateFailed, ' - ', 'Update Failed - Could not update your profile. Please try again.'],
    [MESSAGES.redirectingToSetup, ' / ', 'Redirecting to setup...'],
    [MESSAGES.editProfileUpdated, ' - ', 'Profile Updated - Your profile has been saved successfully.'],
    [MESSAGES.editProfileUpdateFailed, ' - ', 'Update Failed - Please try again.'],
    [MESSAGES.publicProfileNotFound, ' - ', "Profile Not Found - This wellness profile is either private or doesn't exist."],
    [MESSAGES.pageNotFound, ' / ', '404 Page Not Found'],
    [MESSAGES.resetJourney, ' ', 'Reset Your Journey This will clear all your data and let you start the onboarding process fresh.'],
    [MESSAGES.creatingPlan, ' / ', 'Creating Your Personalized Plan / Analyzing your responses and generating recommendations...'],
  ])('%o', (message, sep, text) => {
    const rebuilt = sep === ' ' ? [message.title, 'description' in message ? message.description : undefined].filter(Boolean).join(' ') : messageText(message, sep as ' / ');
    expect(rebuilt).toBe(text);
  });
  it('other texts', () => {
    expect(FAILED_TO_CREATE_USER).toBe('Failed to create user');
    expect(welcomeProgramReadyMessage('45-Day Hormone Reset')).toBe('✓ Welcome to Cadence! Your 45-Day Hormone Reset is ready to begin.');
    expect(WELCOME_PLAN_READY).toBe('Welcome to Cadence! Your personalized plan is ready');
    expect(WELCOME_HEADING).toBe('Welcome to Cadence');
    expect(MESSAGES.publicProfileNotFound.title).toBe('Profile Not Found');
    expect(EMPTY_STATES).toEqual({
      tasks: 'No tasks for today...',
      previousLogs: 'No previous logs available yet.',
      dailyPlan: 'No Daily Plan Yet',
      routines: 'No routines yet',
      reflections: 'No Reflections Yet',
      generatedRoutines: 'No routines generated yet',
    });
  });
  it('task source labels', () => {
    expect(taskSourceLabel('routine')).toBe('Routine');
    expect(taskSourceLabel('adjustment_add')).toBe('Adapted');
    expect(taskSourceLabel('manual')).toBe('Added Today');
    expect(taskSourceLabel('anything')).toBe('Added Today');
    expect(taskSourceLabel(undefined)).toBe('Added Today');
  });
  it('transport error: status, colon, space, body or status text', () => {
    expect(transportErrorMessage(400, 'name: must not be empty', 'Bad Request')).toBe('400: name: must not be empty');
    expect(transportErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });
  it("server message or 'Please try again'", () => {
    expect(serverMessageOrRetry(' boom ')).toBe('boom');
    expect(serverMessageOrRetry('  ')).toBe('Please try again');
    expect(serverMessageOrRetry(undefined)).toBe('Please try again');
  });
  it('routes', () => {
    expect(publicProfilePath('ana s')).toBe('/p/ana%20s');
  });
});
