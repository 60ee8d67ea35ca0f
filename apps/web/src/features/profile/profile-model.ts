import { isPlausibleEmail, type UpdateUserInput, type User } from '@cadence/domain';

/** The My Profile edit form (spec §7: name, email, location, goals, challenges, customCategories). */
export interface ProfileForm {
  name: string;
  email: string;
  location: string;
  goals: string[];
  challenges: string[];
  customCategories: string[];
}

export const formFromUser = (user: User): ProfileForm => ({
  name: user.name,
  email: user.email,
  location: user.location,
  goals: [...user.goals],
  challenges: [...user.challenges],
  customCategories: [...user.customCategories],
});

export type ProfileFieldErrors = Partial<Record<'name' | 'email', string>>;

/** Field checks before sending; returns the PUT body or the per-field messages. */
export function profileUpdateFrom(form: ProfileForm): { ok: true; data: UpdateUserInput } | { ok: false; errors: ProfileFieldErrors } {
  const errors: ProfileFieldErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (name === '') errors.name = 'Please enter your name.';
  if (email !== '' && !isPlausibleEmail(email)) errors.email = 'Please enter a valid email address.';
  if (errors.name || errors.email) return { ok: false, errors };
  return {
    ok: true,
    data: { name, email, location: form.location.trim(), goals: form.goals, challenges: form.challenges, customCategories: form.customCategories },
  };
}

/** Options shown as chips: the spec's list first, then anything the user already has. */
export function withExtras(options: readonly string[], current: readonly string[]): string[] {
  return [...options, ...current.filter((c) => !options.includes(c))];
}

/** Add or remove an item. */
export const toggleIn = (list: readonly string[], item: string, on: boolean): string[] =>
  on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
