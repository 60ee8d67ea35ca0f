import { isRoutineIncluded, routineTypeFor, type RoutineType, type WizardRoutine } from '@cadence/domain';

/** A task's key: its routine's position and its own (stable: routines are only ever appended). */
export const wizardTaskKey = (routineIndex: number, subtaskIndex: number): string => `${routineIndex}:${subtaskIndex}`;

/** Toggle one task on its own (issue 15: unticking 'Arm circles' unticks nothing else). */
export function toggleTask(excluded: ReadonlySet<string>, routineIndex: number, subtaskIndex: number): Set<string> {
  const next = new Set(excluded);
  const key = wizardTaskKey(routineIndex, subtaskIndex);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * The routines as they will be saved: unticked tasks left out; a routine whose tasks are all
 * unticked is not included.
 */
export function withTaskExclusions(routines: readonly WizardRoutine[], excluded: ReadonlySet<string>): WizardRoutine[] {
  return routines.map((r, i) => {
    if (r.subtasks.length === 0) return r;
    const subtasks = r.subtasks.filter((_, j) => !excluded.has(wizardTaskKey(i, j)));
    return subtasks.length === 0 ? { ...r, subtasks: r.subtasks, included: false } : { ...r, subtasks, included: isRoutineIncluded(r) };
  });
}

/** A routine she names herself: type from its words (editable), daily, included, one task of the same name. */
export function namedRoutine(label: string, type: RoutineType = routineTypeFor(label)): WizardRoutine {
  const name = label.trim();
  return { label: name, type, frequency: 'daily', included: true, subtasks: [{ name, description: '' }] };
}
