import type { AnswerMedicineMentionInput, CreateUserInput, NoteReading, PublicProfileVisibility, SupplementScreeningProfile, UpdateUserInput, User, WellnessUser } from '@cadence/domain';
import { addMedication, DEFAULT_USER_NAME, mergeMedicineMentions, newMedicineMentions, withMentionedMedicines, type MedicineMentionSource } from '@cadence/domain';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toUser, toWellnessUser } from './user.mapper';
import type { UserRepository } from './user.repository';
import type { UserDataPort } from '../../lib/user-data';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Her documents of this module, for export / restore / delete (docs/decisions/049; the account module calls these). */
  get userData(): UserDataPort {
    return this.users.userData;
  }

  /** POST /api/wellness/users — anyone may create a profile; the caller's session is bound to it by the transport. */
  async create(input: CreateUserInput): Promise<WellnessUser> {
    const now = this.now();
    const doc = await this.users.create({
      _id: newId(),
      name: input.name || DEFAULT_USER_NAME,
      location: input.location ?? '',
      challenges: input.challenges ?? [],
      customCategories: input.customCategories ?? [],
      joinDate: now,
      createdAt: now, // the server's clock (the day number counts from it), not mongoose's
    });
    return toWellnessUser(doc);
  }

  /** Creates a full user (wizard completion) and returns it. */
  async createFull(fields: { name: string; email?: string; location?: string; challenges?: string[] }): Promise<User> {
    const now = this.now();
    const doc = await this.users.create({
      _id: newId(),
      name: fields.name || DEFAULT_USER_NAME,
      email: fields.email ?? '',
      location: fields.location ?? '',
      challenges: fields.challenges ?? [],
      joinDate: now,
      createdAt: now,
    });
    return toUser(doc);
  }

  /** The session's user (404 when the account is gone). */
  /** The tombstone written before her data is deleted (docs/decisions/100). */
  async markErasing(id: string): Promise<void> {
    await this.users.markErasing(id, this.now());
  }

  async isLive(id: string): Promise<boolean> {
    return this.users.isLive(id);
  }

  async get(id: string): Promise<User> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound();
    return toUser(doc);
  }

  /** The user or null. */
  async getOwned(id: string): Promise<User | null> {
    const doc = await this.users.findById(id);
    return doc ? toUser(doc) : null;
  }

  /** Stores the programme name from the lifestyle profile. */
  async setProgramName(id: string, programName: string): Promise<void> {
    if (!(await this.users.update(id, { programName }))) throw notFound();
  }

  /** The user whose public page has this slug, or null. */
  async findBySlug(slug: string): Promise<User | null> {
    const doc = await this.users.findBySlug(slug);
    return doc ? toUser(doc) : null;
  }

  /** Public-page switches: published, the slug (null drops it), and what is shown (absent keys unchanged). */
  async setPublicProfile(id: string, change: { published: boolean; slug?: string | null; show?: Partial<PublicProfileVisibility> }): Promise<User> {
    const set: Record<string, unknown> = { 'publicProfile.published': change.published };
    if (change.slug !== undefined) set['publicProfile.slug'] = change.slug;
    for (const [k, v] of Object.entries(change.show ?? {})) if (typeof v === 'boolean') set[`publicProfile.show.${k}`] = v;
    const doc = await this.users.update(id, set);
    if (!doc) throw notFound();
    return toUser(doc);
  }

  async update(id: string, input: UpdateUserInput): Promise<User> {
    const set: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (key === 'preferences' && value && typeof value === 'object') {
        for (const [pk, pv] of Object.entries(value)) if (pv !== undefined) set[`preferences.${pk}`] = pv;
        continue;
      }
      set[key] = value;
    }
    const doc = Object.keys(set).length ? await this.users.update(id, set) : await this.users.findById(id);
    if (!doc) throw notFound();
    return toUser(doc);
  }

  /**
   * Medicines she named in her words (an onboarding answer, a check-in, a note, a reflection, a routine):
   * new prescribed ones are kept as 'asked' — screened at once, and offered once for her medications
   * (docs/decisions/110). One read; a write only when something is new.
   */
  async noteMedicines(id: string, readings: readonly (NoteReading | null | undefined)[], source: MedicineMentionSource): Promise<void> {
    if (!readings.some((r) => (r?.medicines.length ?? 0) > 0)) return;
    const doc = await this.users.findById(id);
    if (!doc) return;
    const user = toUser(doc);
    const added = newMedicineMentions(user, readings, source);
    if (added.length > 0) await this.users.update(id, { medicineMentions: mergeMedicineMentions(user.medicineMentions, added) });
  }

  /** Her one-tap answer to "Add it to your medicines?": added to her medications, or declined. */
  async answerMedicine(id: string, input: AnswerMedicineMentionInput): Promise<User> {
    const user = await this.get(id);
    const key = input.name.toLowerCase();
    const mentions = user.medicineMentions ?? [];
    const mention = mentions.find((m) => m.name.toLowerCase() === key);
    if (!mention) throw notFound('No such medicine mention');
    const set: Record<string, unknown> = {
      medicineMentions: mentions.map((m) => (m === mention ? { ...m, status: input.add ? 'added' : 'declined' } : m)),
    };
    if (input.add) set.medications = addMedication(user.medications, mention.name);
    const doc = await this.users.update(id, set);
    if (!doc) throw notFound();
    return toUser(doc);
  }

  /** Her screening profile: her profile plus the medicines she named and has not answered about yet. */
  async screeningProfile(id: string): Promise<(User & SupplementScreeningProfile) | null> {
    const user = await this.getOwned(id);
    return user ? withMentionedMedicines(user) : null;
  }
}
