import { z } from 'zod';
import { RoutineFrequencySchema, RoutineTypeSchema, WeekdaySchema } from './enums';
import { MAX_DESCRIPTION_LENGTH, MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_SUBTASKS } from './limits';
import { SupplementCautionSchema } from './plan';
import { boundedText, IdSchema, IsoDateTimeSchema, requiredText, strictObject } from './primitives';

export const RoutineLabelSchema = requiredText(MAX_LABEL_LENGTH);
export const RoutineNotesSchema = boundedText(MAX_DESCRIPTION_LENGTH);

/** §3 Subtask. */
export const SubtaskSchema = strictObject({
  id: IdSchema,
  name: requiredText(MAX_NAME_LENGTH),
  description: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  category: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  completed: z.boolean().default(false),
});
export type Subtask = z.infer<typeof SubtaskSchema>;

/** A subtask as sent by a client: the id is optional (the server assigns one). */
export const SubtaskInputSchema = SubtaskSchema.extend({ id: IdSchema.optional() });
export type SubtaskInput = z.infer<typeof SubtaskInputSchema>;

const subtaskList = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_SUBTASKS, `must have at most ${MAX_SUBTASKS} items`);

/**
 * §3 Routine. `active` is treated as true unless explicitly false: absent → true
 * (use isRoutineActive for values that did not go through this schema).
 */
export const RoutineSchema = strictObject({
  id: IdSchema,
  userId: IdSchema,
  type: RoutineTypeSchema,
  label: RoutineLabelSchema,
  frequency: RoutineFrequencySchema.default('daily'),
  /**
   * docs/decisions/060: the weekday a weekly routine falls on (she picks it; default the day she creates it, in her
   * time zone). Optional, so routines stored before it and the spec's payloads still validate; a weekly
   * routine without one keeps its old fixed weekday (routineWeekday). Read only when frequency is weekly.
   */
  weekday: WeekdaySchema.optional(),
  notes: RoutineNotesSchema.default(''),
  active: z.boolean().default(true),
  isPersonalized: z.boolean().default(false),
  subtasks: subtaskList(SubtaskSchema).default([]),
  createdAt: IsoDateTimeSchema.optional(),
  /** Supplement caution for her current profile, computed on read (docs/decisions/039); never stored. */
  caution: SupplementCautionSchema.optional(),
});
export type Routine = z.infer<typeof RoutineSchema>;

/** A subtask as stored (in a routine's document and in weekly's undo snapshots): every field present, no category is null. */
export const StoredSubtaskSchema = strictObject({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  completed: z.boolean(),
});
export type StoredSubtask = z.infer<typeof StoredSubtaskSchema>;

/**
 * A routine as stored: the fields of its document, and the snapshot weekly apply/undo keeps of it
 * (before/after) to set it back — one shape for both (dates as BSON dates).
 */
export const RoutineSnapshotSchema = strictObject({
  _id: IdSchema,
  userId: IdSchema,
  type: RoutineTypeSchema,
  label: z.string(),
  frequency: RoutineFrequencySchema,
  /** Weekly routines: the weekday she picked (docs/decisions/060); absent on routines stored before it. */
  weekday: WeekdaySchema.optional(),
  notes: z.string(),
  active: z.boolean(),
  isPersonalized: z.boolean(),
  subtasks: z.array(StoredSubtaskSchema),
  createdAt: z.date(),
});
export type RoutineSnapshot = z.infer<typeof RoutineSnapshotSchema>;

/** Routine → its stored shape (createdAt `now` when the routine has none yet). */
export function toRoutineSnapshot(r: Routine, now: Date = new Date()): RoutineSnapshot {
  return {
    _id: r.id,
    userId: r.userId,
    type: r.type,
    label: r.label,
    frequency: r.frequency,
    ...(r.weekday ? { weekday: r.weekday } : {}),
    notes: r.notes,
    active: r.active !== false,
    isPersonalized: r.isPersonalized,
    subtasks: r.subtasks.map((t) => ({ id: t.id, name: t.name, description: t.description ?? '', category: t.category ?? null, completed: t.completed ?? false })),
    createdAt: r.createdAt ? new Date(r.createdAt) : now,
  };
}

/** The stored shape (a routine's document or a snapshot; older documents may lack defaulted fields) → §3 Routine. */
export function fromRoutineSnapshot(s: RoutineSnapshot): Routine {
  return {
    id: s._id,
    userId: s.userId,
    type: s.type,
    label: s.label,
    frequency: s.frequency ?? 'daily',
    ...(s.weekday && (s.frequency ?? 'daily') === 'weekly' ? { weekday: s.weekday } : {}),
    notes: s.notes ?? '',
    active: s.active !== false,
    isPersonalized: s.isPersonalized ?? false,
    subtasks: (s.subtasks ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description ?? '',
      completed: t.completed ?? false,
      ...(t.category ? { category: t.category } : {}),
    })),
    createdAt: s.createdAt.toISOString(),
  };
}

/** POST /api/wellness/routines (§7). Defaults follow the new-routine form (§4): daily, empty notes/subtasks. */
export const CreateRoutineInputSchema = strictObject({
  userId: IdSchema,
  type: RoutineTypeSchema,
  label: RoutineLabelSchema,
  notes: RoutineNotesSchema.default(''),
  frequency: RoutineFrequencySchema.default('daily'),
  /** Weekly routines: the weekday (absent: the day she creates it, in her time zone). */
  weekday: WeekdaySchema.optional(),
  subtasks: subtaskList(SubtaskInputSchema).default([]),
  isPersonalized: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type CreateRoutineInput = z.infer<typeof CreateRoutineInputSchema>;

/** PATCH /api/wellness/routines/{id} (§7): absent fields are unchanged. */
export const UpdateRoutineInputSchema = strictObject({
  label: RoutineLabelSchema.optional(),
  frequency: RoutineFrequencySchema.optional(),
  weekday: WeekdaySchema.optional(),
  notes: RoutineNotesSchema.optional(),
  active: z.boolean().optional(),
  type: RoutineTypeSchema.optional(),
  subtasks: subtaskList(SubtaskInputSchema).optional(),
});
export type UpdateRoutineInput = z.infer<typeof UpdateRoutineInputSchema>;

export { isRoutineActive } from './predicates';
