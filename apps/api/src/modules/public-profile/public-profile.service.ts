import { randomBytes } from 'node:crypto';
import {
  buildPublicProfile,
  MESSAGES,
  PublicProfileSchema,
  PublicProfileSettingsSchema,
  publicProfilePath,
  SlugSchema,
  type PublicProfile,
  type PublicProfileVisibility,
  type User,
} from '@cadence/domain';
import { notFound } from '../../lib/errors';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';

/** Slug length: 16 characters of [a-z0-9] ≈ 82 random bits — unguessable, and valid for SlugSchema. */
export const SLUG_LENGTH = 16;
const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SLUG_ATTEMPTS = 5;

export const PROFILE_NOT_FOUND = MESSAGES.publicProfileNotFound.title;

/** The owner's view of her public page settings. */
export interface PublicProfileSettingsView {
  published: boolean;
  slug: string | null;
  /** '/p/{slug}' while published, else null. */
  path: string | null;
  show: PublicProfileVisibility;
}

/** Unguessable, lower-case slug (rejection sampling: no modulo bias). */
export function newSlug(): string {
  let out = '';
  while (out.length < SLUG_LENGTH) {
    for (const byte of randomBytes(SLUG_LENGTH * 2)) {
      if (byte < 252 && out.length < SLUG_LENGTH) out += SLUG_ALPHABET[byte % SLUG_ALPHABET.length];
    }
  }
  return out;
}

/** Her settings as stored (absent in a user read from an old document: the defaults). */
function publicSettings(user: User) {
  return PublicProfileSettingsSchema.parse(user.publicProfile ?? {});
}

function settingsOf(user: User): PublicProfileSettingsView {
  const p = publicSettings(user);
  const published = p.published === true && typeof p.slug === 'string' && p.slug !== '';
  const slug = p.slug ?? null;
  return { published, slug: published ? slug : null, path: published && slug ? publicProfilePath(slug) : null, show: p.show };
}

export class PublicProfileService {
  constructor(
    private readonly users: UserService,
    private readonly routines: RoutineService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /api/wellness/public-profile/{slug} — anyone; 404 'Profile Not Found' when missing or unpublished. */
  async get(slug: string): Promise<PublicProfile> {
    const valid = SlugSchema.safeParse(slug);
    if (!valid.success || valid.data !== slug) throw notFound(PROFILE_NOT_FOUND);
    // Routine notes only while they are her own words: coach / recommendation notes stay private (docs/decisions/038).
    const user = await this.users.findBySlug(slug);
    const settings = user ? publicSettings(user) : null;
    if (!user || !settings || settings.published !== true || settings.slug !== slug) throw notFound(PROFILE_NOT_FOUND);
    const routines = settings.show.routines === false ? [] : await this.routines.listForPublicPage(user.id);
    // Whitelist by construction (buildPublicProfile) AND by the strict schema: nothing private can leave.
    return PublicProfileSchema.parse(buildPublicProfile(user, routines, this.now()));
  }

  /** The owner's settings. */
  async settings(userId: string): Promise<PublicProfileSettingsView> {
    return settingsOf(await this.users.get(userId));
  }

  /** Publishes (creating the slug on first publish) and/or updates what is shown. */
  async publish(userId: string, show: Partial<PublicProfileVisibility> = {}): Promise<PublicProfileSettingsView> {
    const user = await this.users.get(userId);
    const slug = publicSettings(user).slug ? undefined : await this.uniqueSlug();
    return settingsOf(await this.users.setPublicProfile(userId, { published: true, slug, show }));
  }

  /** Unpublishes: the slug is dropped, so the old link answers 404 for good (a later publish gets a new one). */
  async unpublish(userId: string): Promise<PublicProfileSettingsView> {
    return settingsOf(await this.users.setPublicProfile(userId, { published: false, slug: null }));
  }

  private async uniqueSlug(): Promise<string> {
    for (let i = 0; i < SLUG_ATTEMPTS; i++) {
      const slug = newSlug();
      if (!(await this.users.findBySlug(slug))) return slug;
    }
    throw new Error('could not allocate a unique public-profile slug');
  }
}
