import { randomBytes } from 'node:crypto';
import {
  buildPublicProfile,
  MESSAGES,
  PublicProfileSchema,
  publicProfilePath,
  SlugSchema,
  type PublicProfile,
  type PublicProfileVisibility,
} from '@cadence/domain';
import { assertOwns, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { toRoutine } from '../routines/routine.mapper';
import type { RoutineRepository } from '../routines/routine.repository';
import { toUser } from '../users/user.mapper';
import type { UserDoc } from '../users/user.model';
import type { UserRepository } from '../users/user.repository';

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

function settingsOf(doc: UserDoc): PublicProfileSettingsView {
  const p = doc.publicProfile;
  const published = p?.published === true && typeof p.slug === 'string' && p.slug !== '';
  const slug = p?.slug ?? null;
  return {
    published,
    slug: published ? slug : null,
    path: published && slug ? publicProfilePath(slug) : null,
    show: {
      name: p?.show?.name ?? true,
      location: p?.show?.location ?? false,
      bio: p?.show?.bio ?? true,
      challenges: p?.show?.challenges ?? false,
      goals: p?.show?.goals ?? false,
      routines: p?.show?.routines ?? true,
    },
  };
}

export class PublicProfileService {
  constructor(
    private readonly users: UserRepository,
    private readonly routines: RoutineRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /api/wellness/public-profile/{slug} — anyone; 404 'Profile Not Found' when missing or unpublished. */
  async get(slug: string): Promise<PublicProfile> {
    const valid = SlugSchema.safeParse(slug);
    if (!valid.success || valid.data !== slug) throw notFound(PROFILE_NOT_FOUND);
    const doc = await this.users.findBySlug(slug);
    if (!doc || doc.publicProfile?.published !== true || doc.publicProfile.slug !== slug) throw notFound(PROFILE_NOT_FOUND);
    const user = toUser(doc);
    // Routine notes are shown only when she wrote them herself (the stored userNotes is still the
    // current text): notes from the coach or from applied recommendations stay private (issue 16).
    const routines =
      user.publicProfile?.show.routines === false
        ? []
        : (await this.routines.listByUser(doc._id)).map((r) => ({ ...toRoutine(r), notes: r.notes && r.userNotes === r.notes ? r.notes : '' }));
    // Whitelist by construction (buildPublicProfile) AND by the strict schema: nothing private can leave.
    return PublicProfileSchema.parse(buildPublicProfile(user, routines, this.now()));
  }

  /** The owner's settings. */
  async settings(actor: Actor, userId: string): Promise<PublicProfileSettingsView> {
    assertOwns(actor, userId);
    const doc = await this.users.findById(userId);
    if (!doc) throw notFound();
    return settingsOf(doc);
  }

  /** Publishes (creating the slug on first publish) and/or updates what is shown. */
  async publish(actor: Actor, userId: string, show: Partial<PublicProfileVisibility> = {}): Promise<PublicProfileSettingsView> {
    assertOwns(actor, userId);
    const doc = await this.users.findById(userId);
    if (!doc) throw notFound();
    const set: Record<string, unknown> = { 'publicProfile.published': true };
    for (const [k, v] of Object.entries(show)) if (typeof v === 'boolean') set[`publicProfile.show.${k}`] = v;
    if (!doc.publicProfile?.slug) set['publicProfile.slug'] = await this.uniqueSlug();
    const updated = await this.users.update(userId, set);
    if (!updated) throw notFound();
    return settingsOf(updated);
  }

  /** Unpublishes: the slug is dropped, so the old link answers 404 for good (a later publish gets a new one). */
  async unpublish(actor: Actor, userId: string): Promise<PublicProfileSettingsView> {
    assertOwns(actor, userId);
    const updated = await this.users.update(userId, { 'publicProfile.published': false, 'publicProfile.slug': null });
    if (!updated) throw notFound();
    return settingsOf(updated);
  }

  private async uniqueSlug(): Promise<string> {
    for (let i = 0; i < SLUG_ATTEMPTS; i++) {
      const slug = newSlug();
      if (!(await this.users.findBySlug(slug))) return slug;
    }
    throw new Error('could not allocate a unique public-profile slug');
  }
}
