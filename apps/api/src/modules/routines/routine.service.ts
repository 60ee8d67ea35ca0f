import {
  annotateRoutineCautions,
  type SupplementScreeningProfile,
} from '@cadence/domain';
import type {
  CreateRoutineInput,
  Routine,
  RoutineFrequency,
  RoutineType,
  SubtaskInput,
  UpdateRoutineInput,
} from '@cadence/domain';
import { assertOwns, type Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toRoutine } from './routine.mapper';
import type { RoutineDoc, SubtaskDoc } from './routine.model';
import type { NewRoutine, RoutineRepository } from './routine.repository';

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

export class RoutineService {
  constructor(
    private readonly routines: RoutineRepository,
    private readonly now: () => Date = () => new Date(),
    /** Her screening profile (medications, conditions, pregnancy) for routine cautions (issue 16). */
    private readonly profileOf?: (userId: string) => Promise<SupplementScreeningProfile | null>,
  ) {}

  /** Routines as shown to her: with supplement cautions for her current profile. */
  private async withCautions(userId: string, list: Routine[]): Promise<Routine[]> {
    if (!this.profileOf || list.length === 0) return list;
    const profile = await this.profileOf(userId);
    return profile ? annotateRoutineCautions(list, profile) : list;
  }

  /** POST /api/wellness/routines */
  async create(actor: Actor, input: CreateRoutineInput): Promise<Routine> {
    assertOwns(actor, input.userId);
    const { userId, ...fields } = input;
    // Her own notes (not a coach recommendation she accepted) may go on her public page.
    const authored = !fields.isPersonalized && fields.notes !== '' ? { userNotes: fields.notes } : {};
    const [routine] = await this.withCautions(userId, await this.createForUser(userId, [{ ...fields, ...authored }]));
    return routine as Routine;
  }

  /**
   * Creates routines for a user whose ownership the caller already checked (e.g. the wizard
   * completion that has just created the user). Returns them in the given order.
   */
  async createForUser(userId: string, list: readonly RoutineFields[]): Promise<Routine[]> {
    if (list.length === 0) return [];
    const existing = await this.routines.countByUser(userId);
    if (existing + list.length > MAX_ROUTINES_PER_USER)
      throw conflict(`You can keep at most ${MAX_ROUTINES_PER_USER} routines. Delete one to add another.`);
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
      ...(r.userNotes !== undefined ? { userNotes: r.userNotes } : {}),
      createdAt: new Date(base + i),
    }));
    const created = docs.length === 1 ? [await this.routines.create(docs[0] as NewRoutine)] : await this.routines.createMany(docs);
    return created.map(toRoutine);
  }

  /** GET /api/wellness/users/{id}/routines — creation order. */
  async list(actor: Actor, userId: string): Promise<Routine[]> {
    assertOwns(actor, userId);
    return this.withCautions(userId, await this.listOwned(userId));
  }

  /** Internal read (no ownership check) for services that already checked ownership. */
  async listOwned(userId: string): Promise<Routine[]> {
    return (await this.routines.listByUser(userId)).map(toRoutine);
  }

  /** PATCH /api/wellness/routines/{id} — absent fields unchanged; another user's routine is 404. */
  async update(actor: Actor, id: string, input: UpdateRoutineInput): Promise<Routine> {
    const before = await this.owned(actor, id);
    const set: Partial<Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'>> = {};
    if (input.label !== undefined) set.label = input.label;
    if (input.frequency !== undefined) set.frequency = input.frequency;
    if (input.notes !== undefined) {
      set.notes = input.notes;
      // She changed the text (or it was hers already): it is now her own, public-eligible note.
      if (input.notes !== before.notes || before.userNotes === before.notes) set.userNotes = input.notes;
    }
    if (input.active !== undefined) set.active = input.active;
    if (input.type !== undefined) set.type = input.type;
    if (input.subtasks !== undefined) set.subtasks = withSubtaskIds(input.subtasks);
    const doc = Object.keys(set).length ? await this.routines.update(id, set) : await this.routines.findById(id);
    if (!doc) throw notFound();
    const [routine] = await this.withCautions(doc.userId, [toRoutine(doc)]);
    return routine as Routine;
  }

  /** DELETE /api/wellness/routines/{id} */
  async remove(actor: Actor, id: string): Promise<void> {
    await this.owned(actor, id);
    if (!(await this.routines.delete(id))) throw notFound();
  }

  /** The routine when the caller owns it; 404 otherwise (missing or someone else's). */
  private async owned(actor: Actor, id: string): Promise<RoutineDoc> {
    if (!actor) throw notFound();
    const doc = await this.routines.findById(id);
    if (!doc) throw notFound();
    assertOwns(actor, doc.userId);
    return doc;
  }
}
