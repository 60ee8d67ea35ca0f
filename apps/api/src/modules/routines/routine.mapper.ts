import { routineWeekday, type Routine, type RoutineFrequency, type RoutineType, type Subtask, type Weekday } from '@cadence/domain';
import type { RoutineDoc, SubtaskDoc } from './routine.model';

function toSubtask(doc: SubtaskDoc): Subtask {
  const subtask: Subtask = {
    id: doc.id,
    name: doc.name,
    description: doc.description ?? '',
    completed: doc.completed ?? false,
  };
  if (doc.category) subtask.category = doc.category;
  return subtask;
}

/**
 * Stored routine → the spec's Routine entity (§3). A weekly routine always carries its weekday (issue 14,
 * decision 060): the one she picked, or for one stored before she could pick, the fixed day it always had.
 */
export function toRoutine(doc: RoutineDoc): Routine {
  const frequency = (doc.frequency ?? 'daily') as RoutineFrequency;
  return {
    id: doc._id,
    userId: doc.userId,
    type: doc.type as RoutineType,
    label: doc.label,
    frequency,
    ...(frequency === 'weekly' ? { weekday: routineWeekday({ id: doc._id, weekday: (doc.weekday as Weekday | undefined) ?? null }) } : {}),
    notes: doc.notes ?? '',
    active: doc.active !== false,
    isPersonalized: doc.isPersonalized ?? false,
    subtasks: (doc.subtasks ?? []).map(toSubtask),
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Every field of a routine that can change (what weekly apply/undo sets back). */
export function toRoutineFields(r: Routine): Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'> {
  return {
    type: r.type,
    label: r.label,
    frequency: r.frequency,
    ...(r.weekday ? { weekday: r.weekday } : {}),
    notes: r.notes,
    active: r.active !== false,
    isPersonalized: r.isPersonalized,
    subtasks: r.subtasks.map((s) => ({ id: s.id, name: s.name, description: s.description ?? '', category: s.category ?? null, completed: s.completed ?? false })),
  };
}
