import { dayProgress, type PlanTask } from '@cadence/domain';

type Task = Pick<PlanTask, 'label' | 'source' | 'status' | 'routineId'>;

/** "a", "a and b", "a, b and c". */
export const listed = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "2 of 5 done": the day's count in words (the badge shows "2/5 done"). */
export function doneCountWords(tasks: ReadonlyArray<Pick<PlanTask, 'routineId'> & { status: string }>): string {
  const { done, total } = dayProgress({ tasks });
  return `${done} of ${total} done`;
}

/**
 * What a check-in changed, as one sentence for the live region (docs/decisions/115):
 * "Plan adapted: added Gentle mobility; 2 of 5 done", or "Note saved; 2 of 5 done" when the plan
 * stayed as it was. The tasks it added are those adapted tasks that were not in the plan before.
 */
export function checkInResult(before: readonly Task[], after: readonly Task[], changed: boolean): string {
  const had = new Set(before.map((t) => t.label.toLowerCase()));
  const added = after.filter((t) => t.source === 'adjustment_add' && !had.has(t.label.toLowerCase())).map((t) => t.label);
  const head = !changed ? 'Note saved' : added.length > 0 ? `Plan adapted: added ${listed(added)}` : 'Plan adapted';
  return after.length > 0 ? `${head}; ${doneCountWords(after)}` : head;
}
