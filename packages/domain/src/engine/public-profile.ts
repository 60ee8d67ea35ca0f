import { ROUTINE_TYPES } from '../constants/enums';
import {
  PUBLIC_PROFILE_MAX_CHALLENGES,
  PUBLIC_PROFILE_MAX_GOALS,
  PUBLIC_PROFILE_MAX_SUBTASKS,
} from '../constants/program';
import type { PublicProfile, PublicRoutine } from '../schemas/public-profile';
import type { Routine } from '../schemas/routine';
import { isRoutineActive } from '../schemas/predicates';
import type { User } from '../schemas/user';
import { daysSince } from './dates';

/** Initials of a name: first letters of the first and last words, upper-case ('Ana Maria Silva' → 'AS'). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1) as string) : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}

/** A routine as shown publicly: first 5 subtask names plus the count of the rest ('+N more'). */
export function toPublicRoutine(routine: Routine): PublicRoutine {
  const names = routine.subtasks.map((s) => s.name);
  return {
    label: routine.label,
    type: routine.type,
    frequency: routine.frequency,
    isPersonalized: routine.isPersonalized,
    notes: routine.notes,
    subtaskNames: names.slice(0, PUBLIC_PROFILE_MAX_SUBTASKS),
    moreSubtasks: Math.max(0, names.length - PUBLIC_PROFILE_MAX_SUBTASKS),
  };
}

/** '+N more' label, or null when nothing is hidden. */
export function moreSubtasksLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/**
 * The public view of a user (§2 /p/{slug}). Copies only whitelisted fields — never health
 * conditions, medications, email, ids or logs — and applies the visibility switches and the
 * 3 / 3 / 5 limits. Only active routines are shown.
 */
export function buildPublicProfile(user: User, routines: readonly Routine[], now: Date): PublicProfile {
  const show = user.publicProfile?.show ?? {
    name: true,
    location: false,
    bio: true,
    challenges: false,
    goals: false,
    routines: true,
  };
  const joinDate = user.joinDate ?? user.createdAt;
  const profile: PublicProfile = {
    user: {
      name: show.name ? user.name : initialsOf(user.name) || '?',
      joinDate,
      daysSinceJoin: daysSince(joinDate, now) ?? 0,
      challenges: show.challenges ? user.challenges.slice(0, PUBLIC_PROFILE_MAX_CHALLENGES) : [],
      goals: show.goals ? user.goals.slice(0, PUBLIC_PROFILE_MAX_GOALS) : [],
    },
    routines: show.routines ? routines.filter(isRoutineActive).map(toPublicRoutine) : [],
  };
  if (show.location && user.location !== '') profile.user.location = user.location;
  if (show.bio && user.profileBio !== '') profile.user.bio = user.profileBio;
  if (user.avatarUrl !== '') profile.user.avatarUrl = user.avatarUrl;
  return profile;
}

/**
 * Routines grouped by type, groups in the Routines screen's order (ROUTINE_TYPES: movement,
 * nutrition, mindfulness, supplement, other), so the public page lists them as she sees them;
 * any other type follows in order of first appearance.
 */
export function groupByType<T extends { type: string }>(routines: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const r of routines) {
    const list = groups.get(r.type);
    if (list) list.push(r);
    else groups.set(r.type, [r]);
  }
  const rank = (type: string) => {
    const i = (ROUTINE_TYPES as readonly string[]).indexOf(type);
    return i === -1 ? ROUTINE_TYPES.length : i;
  };
  return new Map([...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)));
}
