import type { User, WellnessUser } from '@cadence/domain';
import type { UserDoc } from './user.model';

/** Stored user → the spec's User entity (§3). */
export function toUser(doc: UserDoc): User {
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email ?? '',
    location: doc.location ?? '',
    age: doc.age ?? null,
    height: doc.height ?? '',
    weight: doc.weight ?? '',
    goals: doc.goals ?? [],
    challenges: doc.challenges ?? [],
    customCategories: doc.customCategories ?? [],
    healthConditions: doc.healthConditions ?? '',
    medications: doc.medications ?? '',
    exerciseLevel: (doc.exerciseLevel ?? null) as User['exerciseLevel'],
    sleepHours: doc.sleepHours ?? null,
    stressLevel: doc.stressLevel ?? null,
    pregnancyStatus: (doc.pregnancyStatus ?? undefined) as User['pregnancyStatus'],
    lifeStage: (doc.lifeStage ?? null) as User['lifeStage'],
    periodStarts: doc.periodStarts ?? [],
    ...(doc.medicineMentions && doc.medicineMentions.length > 0 ? { medicineMentions: doc.medicineMentions as User['medicineMentions'] } : {}),
    createdAt: doc.createdAt.toISOString(),
    avatarUrl: doc.avatarUrl ?? '',
    profileBio: doc.profileBio ?? '',
    joinDate: doc.joinDate.toISOString(),
    preferences: {
      notifications: doc.preferences?.notifications ?? true,
      reminderTime: doc.preferences?.reminderTime ?? '08:00',
      weeklyReflection: doc.preferences?.weeklyReflection ?? true,
    },
    publicProfile: {
      published: doc.publicProfile?.published ?? false,
      slug: doc.publicProfile?.slug ?? undefined,
      show: {
        name: doc.publicProfile?.show?.name ?? true,
        location: doc.publicProfile?.show?.location ?? false,
        bio: doc.publicProfile?.show?.bio ?? true,
        challenges: doc.publicProfile?.show?.challenges ?? true,
        goals: doc.publicProfile?.show?.goals ?? true,
        routines: doc.publicProfile?.show?.routines ?? true,
      },
    },
  } as User;
}

/** POST /api/wellness/users response (spec §7): id, name, location, customCategories. */
export function toWellnessUser(doc: UserDoc): WellnessUser {
  return { id: doc._id, name: doc.name, location: doc.location ?? '', customCategories: doc.customCategories ?? [] };
}
