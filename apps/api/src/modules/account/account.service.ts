import {
  CadenceExportSchema,
  EXPORT_FORMAT,
  EXPORT_SECTIONS,
  EXPORT_VERSION,
  dayRows,
  daysCsv,
  localIsoDate,
  type CadenceExport,
  type ExportSection,
  type LogForDay,
  type PlanForDay,
  type SignedIn,
} from '@cadence/domain';
import type { Logger } from 'pino';
import { badRequest, describeZodError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { OwnedCollection, PortableDoc, UserDataPort, UserDataSections } from '../../lib/user-data';
import { findOperatorKey, remapIds } from './portable';

/** Something else that holds documents of hers and only needs deleting (sessions, passkeys, link codes). */
export interface UserDataEraser {
  deleteAllFor(userId: string): Promise<void>;
}

export interface AccountDeps {
  /** The modules' ports, the users port first (its one document is the account). */
  ports: UserDataPort[];
  /** Deleted with her data, never exported (credentials and sessions). */
  erasers: UserDataEraser[];
  /** Whether a public-page slug is already taken by someone (a restore then leaves the page unpublished). */
  slugTaken: (slug: string) => Promise<boolean>;
  /** Marks her account as being erased (the tombstone on her user document, written before anything is deleted). */
  tombstone: (userId: string) => Promise<void>;
  /** Her account exists and carries no tombstone. */
  isLive: (userId: string) => Promise<boolean>;
  now: () => Date;
  log: Logger;
}

/**
 * Her data, hers (docs/decisions/049): the whole account as one file (JSON, and a CSV of her days),
 * restoring such a file into a new account, and deleting everything of hers.
 * Every module's documents are reached through its own service's `userData` port.
 */
export class AccountService {
  private readonly sections: Map<ExportSection, OwnedCollection>;

  constructor(private readonly deps: AccountDeps) {
    this.sections = new Map();
    for (const port of deps.ports) for (const [name, coll] of Object.entries(port.sections)) this.sections.set(name as ExportSection, coll);
    const missing = EXPORT_SECTIONS.filter((s) => !this.sections.has(s));
    const extra = [...this.sections.keys()].filter((s) => !(EXPORT_SECTIONS as readonly string[]).includes(s));
    if (missing.length || extra.length) throw new Error(`export sections out of step: missing ${missing.join()} extra ${extra.join()}`);
  }

  /** Every document of hers by section (ownership checked; 404 when she does not exist). */
  async snapshot(userId: string): Promise<UserDataSections> {
    const data: UserDataSections = {};
    for (const port of this.deps.ports) Object.assign(data, await port.exportFor(userId));
    if (!data.users?.length) throw notFound();
    return data;
  }

  /** File name of an export made now. */
  fileName(ext: 'json' | 'csv' | 'pdf', stem = 'cadence-export'): string {
    return `${stem}-${localIsoDate(this.deps.now(), 'UTC')}.${ext}`;
  }

  /** GET /api/wellness/users/{id}/export: everything stored about her, with a format name and version. */
  async exportJson(userId: string): Promise<CadenceExport> {
    const data = await this.snapshot(userId);
    // JSON round trip: Dates become ISO text, exactly as the file carries them.
    const docs = JSON.parse(JSON.stringify(data)) as CadenceExport['data'];
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: this.deps.now().toISOString(),
      data: Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, docs[s] ?? []])) as CadenceExport['data'],
    };
  }

  /** GET /api/wellness/users/{id}/export?format=csv: one row per day. */
  async exportCsv(userId: string): Promise<string> {
    const plans = await this.section('dailyPlans').listFor(userId);
    const logs = await this.section('dailyLogs').listFor(userId);
    if (!(await this.section('users').listFor(userId)).length) throw notFound();
    return daysCsv(dayRows(plans as unknown as PlanForDay[], logs as unknown as LogForDay[]));
  }

  private section(name: ExportSection): OwnedCollection {
    return this.sections.get(name) as OwnedCollection;
  }

  /**
   * POST /api/wellness/import: a new account holding exactly the file's data (new ids; her
   * createdAt, so her programme day, kept). Anything wrong with the file → 400 and nothing written.
   */
  async importFile(raw: unknown): Promise<{ userId: string; name: string }> {
    const parsed = CadenceExportSchema.safeParse(raw);
    if (!parsed.success) throw badRequest(`This file cannot be restored: ${describeZodError(parsed.error)}`);
    const file = parsed.data;
    const operator = findOperatorKey(file.data);
    if (operator) throw badRequest(`This file cannot be restored: ${operator} is not allowed in a field name.`);
    const [user, ...otherUsers] = file.data.users;
    if (!user || otherUsers.length) throw badRequest('This file cannot be restored: it must hold exactly one person (data.users).');
    const oldUserId = user._id;

    // New ids for every document, then every reference rewritten.
    const newUserId = newId();
    const ids = new Map<string, string>([[oldUserId, newUserId]]);
    for (const section of EXPORT_SECTIONS) {
      const coll = this.section(section);
      for (const [i, doc] of file.data[section].entries()) {
        if (section !== 'users' && coll.ownerOf(doc) !== oldUserId)
          throw badRequest(`This file cannot be restored: data.${section}[${i}] belongs to someone else.`);
        if (section !== 'users') {
          if (ids.has(doc._id)) throw badRequest(`This file cannot be restored: data.${section}[${i}] repeats an id.`);
          ids.set(doc._id, coll.newKey(doc, newUserId, newId));
        }
      }
    }
    const data = remapIds(file.data, ids) as Record<ExportSection, PortableDoc[]>;
    const restoredUser = data.users[0] as PortableDoc & { publicProfile?: { published?: boolean; slug?: string | null } };
    const slug = restoredUser.publicProfile?.slug;
    if (slug && (await this.deps.slugTaken(slug))) restoredUser.publicProfile = { ...restoredUser.publicProfile, published: false, slug: null };

    for (const section of EXPORT_SECTIONS) {
      const problem = this.section(section).check(data[section]);
      if (problem) throw badRequest(`This file cannot be restored: data.${section}${problem}`);
    }

    try {
      for (const section of EXPORT_SECTIONS) await this.section(section).insert(data[section]);
    } catch (error) {
      // No transactions (FerretDB v1): undo what was written, so a failed restore leaves nothing.
      await this.eraseAll(newUserId).catch((e) => this.deps.log.error({ err: e }, 'restore cleanup failed'));
      throw error;
    }
    return { userId: newUserId, name: String(restoredUser.name ?? '') };
  }

  /** What a browser signing in to `userId` needs to put her local data back (after passkey, device link, restore). */
  async signedIn(userId: string): Promise<SignedIn> {
    const user = (await this.section('users').listFor(userId))[0] as Record<string, unknown> | undefined;
    if (!user) throw notFound();
    const profiles = await this.section('lifestyleProfiles').listFor(userId);
    const recs = await this.section('onboardingRecommendations').listFor(userId);
    const profile = profiles.at(-1) as Record<string, unknown> | undefined;
    const lists = ['emotionalHealth', 'physicalFitness', 'diet', 'mobility', 'recovery', 'chronicIssues'] as const;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      id: userId,
      name: text(user.name),
      location: text(user.location),
      customCategories: Array.isArray(user.customCategories) ? (user.customCategories as string[]) : [],
      programName: text(user.programName) || text(profile?.programName),
      personalizedProfile: profile ? Object.fromEntries(lists.map((k) => [k, Array.isArray(profile[k]) ? (profile[k] as string[]) : []])) : null,
      recommendations: ((recs.at(-1)?.items as SignedIn['recommendations'] | undefined) ?? []).map((r) => ({
        title: r.title,
        description: r.description ?? '',
        category: r.category,
        frequency: r.frequency ?? 'daily',
      })),
    };
  }

  /** DELETE /api/wellness/users/{id}: every document of hers in every collection. */
  async deleteAll(userId: string): Promise<void> {
    if (!(await this.section('users').listFor(userId)).length) throw notFound();
    // Tombstone first: from here on no write of hers is kept, on any instance (see `fence`).
    await this.deps.tombstone(userId);
    await this.eraseAll(userId);
  }

  /**
   * Runs after every write made for `userId` (docs/decisions/100): is her account still live? Without
   * transactions a write cannot be conditional on another document, so it is checked after the fact.
   * A delete writes its tombstone, then deletes; this check reads the account after the write. If it
   * sees her live, the write came before the tombstone, so before the deletion's scan, which removed it.
   * If not, the write may have landed after that scan: this request finishes the erasure itself
   * (idempotent) and answers 'Not found'. One `_id` lookup per write call.
   */
  async fence(userId: string): Promise<void> {
    if (await this.deps.isLive(userId)) return;
    await this.eraseAll(userId);
    throw notFound();
  }

  /** Her account document goes last, so a delete cut short can simply be run again. */
  private async eraseAll(userId: string): Promise<void> {
    for (const eraser of this.deps.erasers) await eraser.deleteAllFor(userId);
    for (const port of [...this.deps.ports].reverse()) await port.deleteAllFor(userId);
  }
}
