import { Schema, type Connection } from 'mongoose';

export interface UserDoc {
  _id: string;
  name: string;
  email: string;
  location: string;
  age: number | null;
  height: string;
  weight: string;
  goals: string[];
  challenges: string[];
  customCategories: string[];
  healthConditions: string;
  medications: string;
  exerciseLevel: string | null;
  sleepHours: number | null;
  stressLevel: number | null;
  pregnancyStatus: string | null;
  /** docs/decisions/043: life stage (null = not answered) and logged period start dates (sorted ISO dates). */
  lifeStage: string | null;
  periodStarts: string[];
  /** Medicines she named in her words, and her one-tap answer (docs/decisions/110). */
  medicineMentions?: { name: string; medicationClass: string | null; source: string; status: string }[];
  avatarUrl: string;
  profileBio: string;
  joinDate: Date;
  preferences: { notifications: boolean; reminderTime: string; weeklyReflection: boolean };
  /** Public protocol page (docs/decisions/038): unpublished by default. */
  publicProfile: {
    published: boolean;
    slug: string | null;
    show: { name: boolean; location: boolean; bio: boolean; challenges: boolean; goals: boolean; routines: boolean };
  };
  /** Room for later features (cycle tracking etc.) without a migration. */
  programName: string;
  createdAt: Date;
  updatedAt: Date;
  /** The tombstone: set when she deletes her data, before anything is deleted; the document itself goes last (docs/decisions/100). */
  erasingSince?: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, default: '' },
    location: { type: String, default: '' },
    age: { type: Number, default: null },
    height: { type: String, default: '' },
    weight: { type: String, default: '' },
    goals: { type: [String], default: [] },
    challenges: { type: [String], default: [] },
    customCategories: { type: [String], default: [] },
    healthConditions: { type: String, default: '' },
    medications: { type: String, default: '' },
    exerciseLevel: { type: String, default: null },
    sleepHours: { type: Number, default: null },
    stressLevel: { type: Number, default: null },
    pregnancyStatus: { type: String, default: null },
    lifeStage: { type: String, default: null },
    periodStarts: { type: [String], default: [] },
    medicineMentions: { type: Schema.Types.Mixed, default: undefined },
    avatarUrl: { type: String, default: '' },
    profileBio: { type: String, default: '' },
    joinDate: { type: Date, required: true },
    erasingSince: { type: Date },
    preferences: {
      notifications: { type: Boolean, default: true },
      reminderTime: { type: String, default: '08:00' },
      weeklyReflection: { type: Boolean, default: true },
    },
    publicProfile: {
      published: { type: Boolean, default: false },
      // Unique among published profiles; null while never published. (No partial index: FerretDB v1.)
      slug: { type: String, default: null, index: true },
      show: {
        name: { type: Boolean, default: true },
        location: { type: Boolean, default: false },
        bio: { type: Boolean, default: true },
        // Off until she turns them on (docs/decisions/038).
        challenges: { type: Boolean, default: false },
        goals: { type: Boolean, default: false },
        routines: { type: Boolean, default: true },
      },
    },
    programName: { type: String, default: '' },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'users' },
);

export function userModel(conn: Connection) {
  return conn.models.User ?? conn.model<UserDoc>('User', userSchema);
}

/**
 * The public page's slug as the `_id` of a lookup document (docs/decisions/080): a
 * public-profile read is two `_id` lookups (slug → user), never a scan of the users. A mapping
 * is trusted only when the user it names still holds that slug (so one left behind by an
 * unpublish or a crash answers 404 like any unknown slug).
 */
export interface PublicSlugDoc {
  _id: string;
  userId: string;
}

const publicSlugSchema = new Schema<PublicSlugDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
  },
  { versionKey: false, strict: 'throw', collection: 'public_slugs' },
);

export function publicSlugModel(conn: Connection) {
  return conn.models.PublicSlug ?? conn.model<PublicSlugDoc>('PublicSlug', publicSlugSchema);
}
