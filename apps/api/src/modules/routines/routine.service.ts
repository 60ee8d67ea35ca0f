import {
  annotateRoutineCautions,
  isRoutineActive,
  localIsoDate,
  weekdayOf,
  type Weekday,
  type CreateRoutineInput,
  type Routine,
  type RoutineFrequency,
  type RoutineType,
  type SubtaskInput,
  type SupplementScreeningProfile,
  type UpdateRoutineInput,
} from '@cadence/domain';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toRoutine, toRoutineFields } from './routine.mapper';
import type { RoutineDoc, SubtaskDoc } from './routine.model';
import type { NewRoutine, RoutineRepository } from './routine.repository';
import type { UserDataPort } from '../../lib/user-data';

/** Routines one user may keep (our limit; the spec states none). */
export const MAX_ROUTINES_PER_USER = 100;

/** A subtask as given to the service: only the name is required (ids are assigned here). */
export type SubtaskFields = Pick<SubtaskInput, 'name'> & Partial<Pick<SubtaskInput, 'id' | 'description' | 'category' | 'completed'>>;

/** Routine fields without the owner (what the wizard completion and the REST/tRPC create pass in). */
export interface RoutineFields {
  type: RoutineType;
  label: string;
  notes?: string;
  frequency?: RoutineFrequency;
  /** Weekly routines: her weekday (absent: the day it is created, in her time zone). */
  weekday?: Weekday;
  subtasks?: readonly SubtaskFields[];
  isPersonalized?: boolean;
  active?: boolean;
  /** Set when she typed the notes herself (see RoutineDoc.userNotes). */
  userNotes?: string;
}

/** Subtasks with ids: a client-sent id is kept (so log ticks stay valid) unless it repeats; otherwise a new one. */
export function withSubtaskIds(subtasks: RoutineFields['subtasks'] = []): SubtaskDoc[] {
  const seen = new Set<string>();
  return subtasks.map((s) => {
    const id = s.id && !seen.has(s.id) ? s.id : newId();
    seen.add(id);
    return {
      id,
      name: s.name,
      description: s.description ?? '',
      category: s.category ? s.category : null,
      completed: s.completed ?? false,
    };
  });
}

/** Told after her routines changed (the plan module rebuilds today's plan once: docs/decisions/095). */
export type RoutinesChangedListener = (userId: string, timeZone: string) => Promise<unknown>;

export class RoutineService {
  private changedListener: RoutinesChangedListener | null = null;

  /**
   * The composition root wires the plan module here, so every caller of create / update / remove gets the same
   * workflow (today's plan follows her routines) without this module importing the plan module.
   */
  onRoutinesChanged(listener: RoutinesChangedListener): void {
    this.changedListener = listener;
  }

  private async changed(userId: string, timeZone: string): Promise<void> {
    if (this.changedListener) await this.changedListener(userId, timeZone);
  }

  constructor(
    private readonly routines: RoutineRepository,
    private readonly now: () => Date = () => new Date(),
    /** Her screening profile (medications, conditions, pregnancy) for routine cautions (docs/decisions/039). */
    private readonly profileOf?: (userId: string) => Promise<SupplementScreeningProfile | null>,
  ) {}

  /** Her documents of this module, for export / restore / delete (docs/decisions/049; the account module calls these). */
  get userData(): UserDataPort {
    return this.routines.userData;
  }

  /** Routines as shown to her: with supplement cautions for her current profile. */
  private async withCautions(userId: string, list: Routine[]): Promise<Routine[]> {
    if (!this.profileOf || list.length === 0) return list;
    const profile = await this.profileOf(userId);
    return profile ? annotateRoutineCautions(list, profile) : list;
  }

  /** POST /api/wellness/routines. `timeZone` is hers: a weekly routine without a weekday falls on today's. */
  async create(userId: string, fields: Omit<CreateRoutineInput, 'userId'>, timeZone = 'UTC'): Promise<Routine> {
    // Her own notes (not a coach recommendation she accepted) may go on her public page.
    const authored = !fields.isPersonalized && fields.notes !== '' ? { userNotes: fields.notes } : {};
    const [routine] = await this.withCautions(userId, await this.createForUser(userId, [{ ...fields, ...authored }], timeZone));
    return routine as Routine;
  }

  /** Today's weekday in her time zone (the default weekday of a weekly routine, decision 060). */
  private weekdayToday(timeZone: string): Weekday {
    return weekdayOf(localIsoDate(this.now(), timeZone));
  }

  /** Creates routines for her (e.g. the wizard completion that has just created her). Returns them in the given order. */
  async createForUser(userId: string, list: readonly RoutineFields[], timeZone = 'UTC'): Promise<Routine[]> {
    if (list.length === 0) return [];
    await this.assertRoom(userId, list.length);
    const base = this.now().getTime();
    // Distinct, increasing createdAt so the list keeps the creation order.
    const docs: NewRoutine[] = list.map((r, i) => ({
      _id: newId(),
      userId,
      type: r.type,
      label: r.label,
      frequency: r.frequency ?? 'daily',
      ...(r.frequency === 'weekly' ? { weekday: r.weekday ?? this.weekdayToday(timeZone) } : {}),
      notes: r.notes ?? '',
      active: r.active !== false,
      isPersonalized: r.isPersonalized ?? false,
      subtasks: withSubtaskIds(r.subtasks),
      ...(r.userNotes !== undefined ? { userNotes: r.userNotes } : {}),
      createdAt: new Date(base + i),
    }));
    const created = docs.length === 1 ? [await this.routines.create(docs[0] as NewRoutine)] : await this.routines.createMany(docs);
    await this.changed(userId, timeZone);
    return created.map(toRoutine);
  }

  /** GET /api/wellness/users/{id}/routines — creation order. */
  async list(userId: string): Promise<Routine[]> {
    return (await this.routines.listByUser(userId)).map(toRoutine);
  }

  /** One of her routines by id (one `_id` lookup), or null when missing or someone else's. */
  async findOne(userId: string, id: string): Promise<Routine | null> {
    const doc = await this.routines.findOwned(userId, id);
    return doc ? toRoutine(doc) : null;
  }

  /** Her routines as shown to her: with supplement cautions for her current profile (docs/decisions/039). */
  async listForDisplay(userId: string): Promise<Routine[]> {
    return this.withCautions(userId, await this.list(userId));
  }

  /**
   * Her routines for the public page: notes only while they are her own words (the stored
   * userNotes still equals them); notes from the coach or applied recommendations stay private.
   */
  async listForPublicPage(userId: string): Promise<Routine[]> {
    return (await this.routines.listByUser(userId)).map((r) => ({ ...toRoutine(r), notes: r.notes && r.userNotes === r.notes ? r.notes : '' }));
  }

  /** Her active routines (what today's plan is built from). */
  async listActive(userId: string): Promise<Routine[]> {
    return (await this.list(userId)).filter(isRoutineActive);
  }

  /**
   * PATCH /api/wellness/routines/{id} — absent fields unchanged; another user's routine is 404. A routine made
   * weekly without a weekday falls on today's weekday in her time zone (one already weekly keeps its day).
   */
  async update(userId: string, id: string, input: UpdateRoutineInput, timeZone = 'UTC'): Promise<Routine> {
    const becomesWeekly = input.frequency === 'weekly' && input.weekday === undefined;
    const before = input.notes !== undefined || becomesWeekly ? await this.routines.findOwned(userId, id) : null;
    if ((input.notes !== undefined || becomesWeekly) && !before) throw notFound();
    const set: Partial<Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'>> = {};
    if (input.label !== undefined) set.label = input.label;
    if (input.frequency !== undefined) set.frequency = input.frequency;
    if (input.weekday !== undefined) set.weekday = input.weekday;
    else if (becomesWeekly && before?.frequency !== 'weekly') set.weekday = this.weekdayToday(timeZone);
    if (input.notes !== undefined) {
      set.notes = input.notes;
      // She changed the text (or it was hers already): it is now her own, public-eligible note.
      if (before && (input.notes !== before.notes || before.userNotes === before.notes)) set.userNotes = input.notes;
    }
    if (input.active !== undefined) set.active = input.active;
    if (input.type !== undefined) set.type = input.type;
    if (input.subtasks !== undefined) set.subtasks = withSubtaskIds(input.subtasks);
    const doc = Object.keys(set).length ? await this.routines.update(userId, id, set) : await this.routines.findOwned(userId, id);
    if (!doc) throw notFound();
    if (Object.keys(set).length) await this.changed(userId, timeZone);
    const [routine] = await this.withCautions(userId, [toRoutine(doc)]);
    return routine as Routine;
  }

  /** DELETE /api/wellness/routines/{id} */
  async remove(userId: string, id: string, timeZone = 'UTC'): Promise<void> {
    if (!(await this.routines.delete(userId, id))) throw notFound();
    await this.changed(userId, timeZone);
  }

  /**
   * Weekly apply/undo: routines exactly as given (ids, creation times and every field kept), under the
   * same per-person limit as every other way of adding one.
   */
  async insertExact(userId: string, list: readonly Routine[]): Promise<Routine[]> {
    if (list.length === 0) return [];
    await this.assertRoom(userId, list.length);
    const docs: NewRoutine[] = list.map((r) => ({ ...toRoutineFields(r), _id: r.id, userId, createdAt: new Date(r.createdAt ?? this.now()) }));
    return (await this.routines.createMany(docs)).map(toRoutine);
  }

  /** Puts every field of her routine back to `routine` (null when it no longer exists). */
  async replace(userId: string, routine: Routine): Promise<Routine | null> {
    const doc = await this.routines.update(userId, routine.id, toRoutineFields(routine));
    return doc ? toRoutine(doc) : null;
  }

  /** Deletes her routine when it exists (true) — no 404: weekly undo removes what apply added. */
  async removeIfPresent(userId: string, id: string): Promise<boolean> {
    return this.routines.delete(userId, id);
  }

  private async assertRoom(userId: string, adding: number): Promise<void> {
    const existing = await this.routines.countByUser(userId);
    if (existing + adding > MAX_ROUTINES_PER_USER)
      throw conflict(`You can keep at most ${MAX_ROUTINES_PER_USER} routines. Delete one to add another.`);
  }
}
