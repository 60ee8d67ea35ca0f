import {
  isRoutineActive,
  type CreateRoutineInput,
  type Routine,
  type RoutineFrequency,
  type RoutineType,
  type SubtaskInput,
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
  subtasks?: readonly SubtaskFields[];
  isPersonalized?: boolean;
  active?: boolean;
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

export class RoutineService {
  constructor(
    private readonly routines: RoutineRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Her documents of this module, for export / restore / delete (issue 18; the account module calls these). */
  get userData(): UserDataPort {
    return this.routines.userData;
  }

  /** POST /api/wellness/routines */
  async create(userId: string, fields: Omit<CreateRoutineInput, 'userId'>): Promise<Routine> {
    const [routine] = await this.createForUser(userId, [fields]);
    return routine as Routine;
  }

  /** Creates routines for her (e.g. the wizard completion that has just created her). Returns them in the given order. */
  async createForUser(userId: string, list: readonly RoutineFields[]): Promise<Routine[]> {
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
      notes: r.notes ?? '',
      active: r.active !== false,
      isPersonalized: r.isPersonalized ?? false,
      subtasks: withSubtaskIds(r.subtasks),
      createdAt: new Date(base + i),
    }));
    const created = docs.length === 1 ? [await this.routines.create(docs[0] as NewRoutine)] : await this.routines.createMany(docs);
    return created.map(toRoutine);
  }

  /** GET /api/wellness/users/{id}/routines — creation order. */
  async list(userId: string): Promise<Routine[]> {
    return (await this.routines.listByUser(userId)).map(toRoutine);
  }

  /** Her active routines (what today's plan is built from). */
  async listActive(userId: string): Promise<Routine[]> {
    return (await this.list(userId)).filter(isRoutineActive);
  }

  /** PATCH /api/wellness/routines/{id} — absent fields unchanged; another user's routine is 404. */
  async update(userId: string, id: string, input: UpdateRoutineInput): Promise<Routine> {
    const set: Partial<Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'>> = {};
    if (input.label !== undefined) set.label = input.label;
    if (input.frequency !== undefined) set.frequency = input.frequency;
    if (input.notes !== undefined) set.notes = input.notes;
    if (input.active !== undefined) set.active = input.active;
    if (input.type !== undefined) set.type = input.type;
    if (input.subtasks !== undefined) set.subtasks = withSubtaskIds(input.subtasks);
    const doc = Object.keys(set).length ? await this.routines.update(userId, id, set) : await this.routines.findOwned(userId, id);
    if (!doc) throw notFound();
    return toRoutine(doc);
  }

  /** DELETE /api/wellness/routines/{id} */
  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.routines.delete(userId, id))) throw notFound();
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
