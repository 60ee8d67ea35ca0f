import { createCustomRoutine, isRoutineIncluded, routineTypeFor, type RoutineType, type WizardRoutine } from '@cadence/domain';

/** A task's key: its routine's position and its own (stable: routines are only ever appended). */
export const wizardTaskKey = (routineIndex: number, subtaskIndex: number): string => `${routineIndex}:${subtaskIndex}`;

/** Toggle one task on its own (docs/decisions/040: unticking 'Arm circles' unticks nothing else). */
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

/** 'Add Another Routine' (spec §4): 'Custom Routine', daily, type other, included, one task 'Custom task'. */
export function customRoutine(): WizardRoutine {
  return createCustomRoutine();
}

/** What she may change on a routine she added: its name, its type and its task's name. */
export interface RoutineEdit {
  label: string;
  type: RoutineType;
  taskName: string;
}

/**
 * Her edit of a routine she added: name and type replaced, the (first) task renamed; frequency,
 * inclusion and description kept. An empty task name takes the routine's name.
 */
export function editedRoutine(routine: WizardRoutine, edit: RoutineEdit): WizardRoutine {
  const label = edit.label.trim() || routine.label;
  const taskName = edit.taskName.trim() || label;
  const [first, ...rest] = routine.subtasks;
  return { ...routine, label, type: edit.type, subtasks: [{ name: taskName, description: first?.description ?? '' }, ...rest] };
}

/** The type a name's words suggest (her own pick wins). */
export const suggestedType = (label: string): RoutineType => routineTypeFor(label);
