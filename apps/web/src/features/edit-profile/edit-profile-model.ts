import { DEFAULT_REMINDER_TIME, isRealIsoDate, normalizeEditProfile, type LifeStage, type PregnancyStatus, type UpdateUserInput, type User, type ValidationResult } from '@cadence/domain';

/** The Edit Profile form as the inputs hold it (numbers as text). */
export interface EditProfileFormState {
  name: string;
  email: string;
  location: string;
  bio: string;
  goals: string[];
  age: string;
  height: string;
  weight: string;
  healthConditions: string;
  medications: string;
  pregnancyStatus: PregnancyStatus | '';
  /** docs/decisions/043: life stage ('' = not set), whether one was saved, her logged period starts and a new one to add. */
  lifeStage: LifeStage | '';
  hadLifeStage: boolean;
  periodStarts: string[];
  newPeriodStart: string;
  exerciseLevel: string;
  sleepHours: string;
  stressLevel: string;
  notifications: boolean;
  reminderTime: string;
  weeklyReflection: boolean;
}

const numText = (n: number | null): string => (n === null ? '' : String(n));

export function formFromUser(user: User): EditProfileFormState {
  return {
    name: user.name,
    email: user.email,
    location: user.location,
    bio: user.profileBio,
    goals: [...user.goals],
    age: numText(user.age),
    height: user.height,
    weight: user.weight,
    healthConditions: user.healthConditions,
    medications: user.medications,
    pregnancyStatus: user.pregnancyStatus ?? '',
    lifeStage: user.lifeStage ?? '',
    hadLifeStage: (user.lifeStage ?? null) !== null,
    periodStarts: [...(user.periodStarts ?? [])],
    newPeriodStart: '',
    exerciseLevel: user.exerciseLevel ?? '',
    sleepHours: numText(user.sleepHours),
    stressLevel: numText(user.stressLevel),
    notifications: user.preferences.notifications,
    reminderTime: user.preferences.reminderTime || DEFAULT_REMINDER_TIME,
    weeklyReflection: user.preferences.weeklyReflection,
  };
}

/**
 * The PUT body (spec §7 Edit Profile fields) via the domain normalizeEditProfile: age, sleepHours
 * and stressLevel become integers or null; plus the bio and, when chosen, the pregnancy status.
 */
export function editProfileUpdate(form: EditProfileFormState, challenges: readonly string[], today?: string): ValidationResult<UpdateUserInput> {
  const name = form.name.trim();
  if (name === '') return { ok: false, title: 'Update Failed', description: 'Please enter your name.' };
  const result = normalizeEditProfile({
    name: form.name,
    email: form.email,
    location: form.location,
    age: form.age,
    height: form.height,
    weight: form.weight,
    goals: form.goals,
    challenges,
    healthConditions: form.healthConditions,
    medications: form.medications,
    exerciseLevel: form.exerciseLevel,
    sleepHours: form.sleepHours,
    stressLevel: form.stressLevel,
    preferences: { notifications: form.notifications, reminderTime: form.reminderTime || DEFAULT_REMINDER_TIME, weeklyReflection: form.weeklyReflection },
  });
  if (!result.ok) return result;
  const data: UpdateUserInput = { ...result.value, profileBio: form.bio.trim() };
  if (form.pregnancyStatus !== '') data.pregnancyStatus = form.pregnancyStatus;
  if (form.lifeStage !== '') data.lifeStage = form.lifeStage;
  else if (form.hadLifeStage) data.lifeStage = null;
  const start = form.newPeriodStart.trim();
  if (start !== '') {
    if (!isRealIsoDate(start)) return { ok: false, title: 'Update Failed', description: 'Please enter the period start as a date.' };
    if (today !== undefined && start > today) return { ok: false, title: 'Update Failed', description: "A period start can't be in the future." };
    data.periodStarts = [...new Set([...form.periodStarts, start])].sort();
  }
  return { ok: true, value: data };
}
