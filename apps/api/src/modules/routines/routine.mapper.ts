import { fromRoutineSnapshot, routineWeekday, toRoutineSnapshot, type Routine } from '@cadence/domain';
import type { RoutineDoc } from './routine.model';

/**
 * Stored routine → the spec's Routine entity (§3). A weekly routine always carries its weekday (docs/decisions/060): the one she picked, or for one stored before she could pick, the fixed day it always had.
 */
export function toRoutine(doc: RoutineDoc): Routine {
  const routine = fromRoutineSnapshot(doc);
  return routine.frequency === 'weekly' ? { ...routine, weekday: routineWeekday({ id: routine.id, weekday: routine.weekday ?? null }) } : routine;
}

/** Every field of a routine that can change (what weekly apply/undo sets back). */
export function toRoutineFields(r: Routine): Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'> {
  const { _id, userId: _userId, createdAt: _createdAt, ...fields } = toRoutineSnapshot(r);
  return fields;
}
