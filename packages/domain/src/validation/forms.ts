// §5 validation rules as functions returning the normalised value or the spec's exact message.
import { MESSAGES } from '../constants/messages';
import { EXERCISE_LEVELS } from '../constants/enums';
import {
  SLEEP_HOURS_MAX,
  SLEEP_HOURS_MIN,
  STRESS_LEVEL_MAX,
  STRESS_LEVEL_MIN,
  WEEKLY_SCORE_MAX,
  WEEKLY_SCORE_MIN,
  WIZARD_MIN_DESCRIPTION_LENGTH_EXCLUSIVE,
} from '../constants/program';
import type { ExerciseLevel } from '../schemas/enums';
import {
  MAX_AGE,
  MAX_CHALLENGES,
  MAX_CUSTOM_CATEGORIES,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
} from '../schemas/limits';
import type { AddTaskInput } from '../schemas/plan';
import type { CreateUserInput, UpdateUserInput } from '../schemas/user';
import { EMAIL_PATTERN } from '../schemas/predicates';
import { tooLongMessage, VALIDATION_MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './result';

function trimmedWithin(value: string, max: number): ValidationResult<string> {
  const v = value.trim();
  return v.length > max ? fail(tooLongMessage(max)) : ok(v);
}

/** §5 onboarding answer: non-empty after trimming, else 'Response required / Please provide an answer before continuing.' */
export function validateOnboardingAnswer(answer: string): ValidationResult<string> {
  if (answer.trim() === '') return fail(MESSAGES.responseRequired);
  return trimmedWithin(answer, MAX_NOTE_LENGTH);
}

/** §5 Next is disabled while the answer is empty after trimming. */
export function isOnboardingNextEnabled(answer: string): boolean {
  return answer.trim() !== '';
}

/** §5 note save: trimmed note non-empty, else 'No content to save / Please enter or record a note first'. */
export function validateNote(note: string): ValidationResult<string> {
  if (note.trim() === '') return fail(MESSAGES.noContentToSave);
  return trimmedWithin(note, MAX_NOTE_LENGTH);
}

/** §5 Add Task: description non-empty after trimming; notes optional and absent when empty; source 'manual'. */
export function validateAddTask(form: { label: string; notes?: string | null }): ValidationResult<AddTaskInput> {
  const label = form.label.trim();
  if (label === '') return fail(VALIDATION_MESSAGES.taskDescriptionRequired);
  if (label.length > MAX_LABEL_LENGTH) return fail(tooLongMessage(MAX_LABEL_LENGTH));
  const notes = (form.notes ?? '').trim();
  if (notes.length > MAX_DESCRIPTION_LENGTH) return fail(tooLongMessage(MAX_DESCRIPTION_LENGTH));
  return ok(notes === '' ? { label, source: 'manual' } : { label, notes, source: 'manual' });
}

/** Whether the 'Add Task' button is enabled. */
export function isAddTaskEnabled(label: string): boolean {
  return label.trim() !== '';
}

/** §5 new routine: name not blank, else 'Please enter a routine name'. */
export function validateRoutineName(name: string): ValidationResult<string> {
  if (name.trim() === '') return fail(MESSAGES.routineNameRequired);
  return trimmedWithin(name, MAX_LABEL_LENGTH);
}

/**
 * Add a trimmed, non-empty value to a list unless it is already there. Duplicates are found
 * case-insensitively ('Anxiety' = 'anxiety'); the list's existing spelling is kept.
 */
export function addUniqueItem(
  list: readonly string[],
  value: string,
  maxItems: number,
  maxLength = MAX_LABEL_LENGTH,
): ValidationResult<string[]> {
  const v = value.trim();
  if (v === '') return fail(VALIDATION_MESSAGES.itemRequired);
  if (v.length > maxLength) return fail(tooLongMessage(maxLength));
  const key = v.toLowerCase();
  if (list.some((item) => item.trim().toLowerCase() === key)) return fail(VALIDATION_MESSAGES.duplicateItem);
  if (list.length >= maxItems) return fail(VALIDATION_MESSAGES.tooManyItems);
  return ok([...list, v]);
}

/** §5 profile custom category: trimmed, non-empty, no duplicates. */
export function addCustomCategory(list: readonly string[], value: string): ValidationResult<string[]> {
  return addUniqueItem(list, value, MAX_CUSTOM_CATEGORIES);
}

/** §2 wizard challenge chip: cannot be added twice; a custom one must be non-empty. */
export function addChallenge(list: readonly string[], value: string): ValidationResult<string[]> {
  return addUniqueItem(list, value, MAX_CHALLENGES);
}

/** Toggle a preset chip on or off (wizard / profile creation). */
export function toggleChip(list: readonly string[], chip: string): string[] {
  return list.includes(chip) ? list.filter((c) => c !== chip) : [...list, chip];
}

/** What the wizard step gates read. */
export interface WizardGateState {
  profile: { name: string; email: string };
  context: string;
  routines: ReadonlyArray<{ included?: boolean | null }>;
}

/** Whether the email is plausibly an email (the field is type=email, §2). */
export function isPlausibleEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * §5 wizard step gates: step 1 needs name and email non-empty after trimming (and, because the
 * field is type=email, an email-shaped value); step 2 a trimmed description longer than 10
 * characters; step 3 at least one routine and at least one included; steps 0 and 4 always pass.
 */
export function canAdvanceWizardStep(step: number, state: WizardGateState): boolean {
  switch (step) {
    case 1:
      return state.profile.name.trim() !== '' && isPlausibleEmail(state.profile.email);
    case 2:
      return state.context.trim().length > WIZARD_MIN_DESCRIPTION_LENGTH_EXCLUSIVE;
    case 3:
      return state.routines.length > 0 && state.routines.some((r) => r.included !== false);
    case 0:
    case 4:
      return true;
    default:
      return false;
  }
}

/**
 * §5 profile creation: trimmed name, trimmed location and at least one challenge, else
 * 'Missing Information: Please fill in all fields and select at least one challenge.'
 */
export function validateProfileCreation(form: {
  name: string;
  location: string;
  challenges: readonly string[];
  customCategories?: readonly string[];
}): ValidationResult<CreateUserInput> {
  const name = form.name.trim();
  const location = form.location.trim();
  const challenges = form.challenges.map((c) => c.trim()).filter((c) => c !== '');
  if (name === '' || location === '' || challenges.length === 0) return fail(MESSAGES.profileCreationMissing);
  if (name.length > MAX_NAME_LENGTH) return fail(tooLongMessage(MAX_NAME_LENGTH));
  if (location.length > MAX_LOCATION_LENGTH) return fail(tooLongMessage(MAX_LOCATION_LENGTH));
  if (challenges.length > MAX_CHALLENGES) return fail(VALIDATION_MESSAGES.tooManyItems);
  const value: CreateUserInput = { name, location, challenges };
  if (form.customCategories) value.customCategories = form.customCategories.map((c) => c.trim()).filter(Boolean);
  return ok(value);
}

export interface WeeklyReflectionForm {
  energyMoodScore: number;
  whatHelped: string;
  whatDidntHelp: string;
  notes?: string;
}

/**
 * §5 weekly reflection form: at least one of what helped / what didn't help (trimmed), else
 * "Missing Information: Please share what helped or what didn't help this week."; score 1–10, step 1.
 */
export function validateWeeklyReflection(
  form: WeeklyReflectionForm,
): ValidationResult<Required<WeeklyReflectionForm>> {
  const whatHelped = form.whatHelped.trim();
  const whatDidntHelp = form.whatDidntHelp.trim();
  const notes = (form.notes ?? '').trim();
  if (whatHelped === '' && whatDidntHelp === '') return fail(MESSAGES.weeklyReflectionMissing);
  const s = form.energyMoodScore;
  if (!Number.isInteger(s) || s < WEEKLY_SCORE_MIN || s > WEEKLY_SCORE_MAX) return fail(VALIDATION_MESSAGES.scoreOutOfRange);
  for (const text of [whatHelped, whatDidntHelp, notes]) {
    if (text.length > MAX_NOTE_LENGTH) return fail(tooLongMessage(MAX_NOTE_LENGTH));
  }
  return ok({ energyMoodScore: s, whatHelped, whatDidntHelp, notes });
}

/** §5 daily-progress weekly tab: Generate is disabled when the reflection is blank or while pending. */
export function isGenerateRecommendationsEnabled(reflection: string, pending: boolean): boolean {
  return !pending && reflection.trim() !== '';
}

/** The Edit Profile form as the inputs hold it (numbers may still be text). */
export interface EditProfileForm {
  name?: string;
  email?: string;
  location?: string;
  age?: string | number | null;
  height?: string;
  weight?: string;
  goals?: readonly string[];
  challenges?: readonly string[];
  healthConditions?: string;
  medications?: string;
  exerciseLevel?: string | null;
  sleepHours?: string | number | null;
  stressLevel?: string | number | null;
  preferences?: { notifications?: boolean; reminderTime?: string; weeklyReflection?: boolean };
}

type IntParse = { ok: true; value: number | null } | { ok: false };

/** '' / null / undefined → null; a whole number (number or numeric text) within [min, max] → it. */
function parseOptionalInt(raw: string | number | null | undefined, min: number, max: number): IntParse {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (text === '') return { ok: true, value: null };
  if (!/^-?\d+$/.test(text)) return { ok: false };
  const n = Number(text);
  return n >= min && n <= max ? { ok: true, value: n } : { ok: false };
}

/**
 * §5 Edit Profile: age, sleepHours and stressLevel become integers or null when empty; sleep hours
 * 4–12; stress 1–10; exercise level one of sedentary, light, moderate, high, very_high (empty →
 * null). Texts are trimmed. Returns the PUT body.
 */
export function normalizeEditProfile(form: EditProfileForm): ValidationResult<UpdateUserInput> {
  const out: UpdateUserInput = {};
  if (form.age !== undefined) {
    const age = parseOptionalInt(form.age, 0, MAX_AGE);
    if (!age.ok) return fail(VALIDATION_MESSAGES.invalidAge);
    out.age = age.value;
  }
  if (form.sleepHours !== undefined) {
    const sleep = parseOptionalInt(form.sleepHours, SLEEP_HOURS_MIN, SLEEP_HOURS_MAX);
    if (!sleep.ok) return fail(VALIDATION_MESSAGES.invalidSleepHours);
    out.sleepHours = sleep.value;
  }
  if (form.stressLevel !== undefined) {
    const stress = parseOptionalInt(form.stressLevel, STRESS_LEVEL_MIN, STRESS_LEVEL_MAX);
    if (!stress.ok) return fail(VALIDATION_MESSAGES.invalidStressLevel);
    out.stressLevel = stress.value;
  }
  if (form.exerciseLevel !== undefined) {
    const level = (form.exerciseLevel ?? '').trim();
    if (level === '') out.exerciseLevel = null;
    else if ((EXERCISE_LEVELS as readonly string[]).includes(level)) out.exerciseLevel = level as ExerciseLevel;
    else return fail(VALIDATION_MESSAGES.invalidExerciseLevel);
  }
  const texts = ['name', 'email', 'location', 'height', 'weight', 'healthConditions', 'medications'] as const;
  for (const key of texts) {
    const value = form[key];
    if (value !== undefined) out[key] = value.trim();
  }
  if (form.goals) out.goals = form.goals.map((g) => g.trim()).filter(Boolean);
  if (form.challenges) out.challenges = form.challenges.map((c) => c.trim()).filter(Boolean);
  if (form.preferences) out.preferences = { ...form.preferences };
  return ok(out);
}
