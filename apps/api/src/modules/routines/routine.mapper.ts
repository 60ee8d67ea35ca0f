import { fromRoutineSnapshot, toRoutineSnapshot, type Routine } from '@cadence/domain';
import type { RoutineDoc } from './routine.model';

/** Stored routine → the spec's Routine entity (§3). */
export const toRoutine = (doc: RoutineDoc): Routine => fromRoutineSnapshot(doc);

/** Every field of a routine that can change (what weekly apply/undo sets back). */
export function toRoutineFields(r: Routine): Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'> {
  const { _id, userId: _userId, createdAt: _createdAt, ...fields } = toRoutineSnapshot(r);
  return fields;
}
