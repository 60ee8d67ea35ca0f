import { describe, expect, it } from 'vitest';
import type { PlanTask } from '../schemas/plan';
import { keepPreviousOrder, mergeCheckIn, tasksHaveIds, withTaskIds } from './task-identity';

const t = (id: string | undefined, label: string, extra: Partial<PlanTask> = {}): PlanTask => ({
  ...(id ? { id } : {}),
  label,
  status: 'pending',
  reasonTag: '',
  source: 'routine',
  ...extra,
});

let n = 0;
const fresh = () => `new${++n}`;

describe('task identity (decision 095)', () => {
  it('keeps ids, gives a continuing task its predecessor’s id (same routine, else same source and label), else a fresh one', () => {
    const previous = [t('a', 'Walk', { routineId: 'r1' }), t('b', 'Call mum', { source: 'manual' })];
    const next = withTaskIds(
      [t(undefined, 'Walk (lighter version)', { routineId: 'r1' }), t(undefined, 'Call mum', { source: 'manual' }), t(undefined, 'Wind-down', { source: 'adjustment_add' })],
      previous,
      fresh,
    );
    expect(next.map((x) => x.id)).toEqual(['a', 'b', expect.stringMatching(/^new/)]);
    expect(tasksHaveIds(next)).toBe(true);
    // An id never repeats, even when a proposal carries one twice.
    const twice = withTaskIds([t('x', 'A'), t('x', 'B')], [], fresh);
    expect(new Set(twice.map((x) => x.id)).size).toBe(2);
  });

  it('a check-in merges into the plan as it is when it finishes: a tick made meanwhile stays, a task added meanwhile is kept', () => {
    const before = [t('a', 'Walk', { routineId: 'r1' }), t('b', 'Breathing', { routineId: 'r2' })];
    // The coach put Breathing first and added a wind-down.
    const adapted = withTaskIds([before[1]!, before[0]!, t(undefined, 'Wind-down', { source: 'adjustment_add' })], before, fresh);
    // Meanwhile she ticked Walk and added a task.
    const current = [{ ...before[0]!, status: 'done' as const }, before[1]!, t('m', 'Call mum', { source: 'manual' })];
    const merged = mergeCheckIn(before, adapted, current);
    expect(merged.map((x) => [x.label, x.status])).toEqual([
      ['Breathing', 'pending'],
      ['Walk', 'done'],
      ['Wind-down', 'pending'],
      ['Call mum', 'pending'],
    ]);
  });

  it('a task removed meanwhile stays removed; a task the check-in adds is not added beside one of the same routine', () => {
    const before = [t('a', 'Walk', { routineId: 'r1' }), t('b', 'Breathing', { routineId: 'r2' })];
    const adapted = withTaskIds([before[0]!, before[1]!, t(undefined, 'Yoga', { routineId: 'r3', source: 'adjustment_add' })], before, fresh);
    // Meanwhile Breathing's routine was paused and Yoga became a routine task.
    const current = [before[0]!, t('y', 'Yoga', { routineId: 'r3' })];
    expect(mergeCheckIn(before, adapted, current).map((x) => x.id)).toEqual(['a', 'y']);
  });

  it('a rebuilt plan keeps the order she last saw; new tasks follow', () => {
    const previous = [t('b', 'B'), t('a', 'A')];
    expect(keepPreviousOrder([t('a', 'A'), t('c', 'C'), t('b', 'B')], previous).map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });

  it('edge cases: repeated or missing ids, tasks without ids in a merge, a coach that changed a status itself', () => {
    // A repeated own id is replaced; a fresh id never repeats one already used.
    const ids = withTaskIds([t('a', 'A'), t('a', 'A again'), t(undefined, 'Manual', { source: 'manual' })], [t(undefined, 'Old')], fresh).map((x) => x.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe('a');
    expect(tasksHaveIds([t('a', 'A'), t(undefined, 'B')])).toBe(false);
    expect(tasksHaveIds([t('a', 'A'), t('a', 'B')])).toBe(false);
    expect(tasksHaveIds([t('a', 'A'), t('b', 'B')])).toBe(true);

    const before = [t('a', 'Walk', { routineId: 'r1' }), t('b', 'Breathing', { routineId: 'r2' })];
    // The coach marked Walk done itself (its own change wins); Breathing was ticked meanwhile (hers wins).
    const adapted = withTaskIds([{ ...before[0]!, status: 'done' as const }, before[1]!], before, fresh);
    const current = [before[0]!, { ...before[1]!, status: 'done' as const }, t(undefined, 'Legacy task without id')];
    const merged = mergeCheckIn(before, adapted, current);
    expect(merged.map((x) => [x.label, x.status])).toEqual([
      ['Walk', 'done'],
      ['Breathing', 'done'],
      ['Legacy task without id', 'pending'],
    ]);
    // A task the coach proposes that was added meanwhile under the same id keeps her status.
    const proposal = t('z', 'Stretch', { source: 'adjustment_add' });
    expect(mergeCheckIn(before, [proposal as PlanTask & { id: string }], [...before, { ...proposal, status: 'done' as const }]).find((x) => x.id === 'z')?.status).toBe('done');
    // Tasks without an id keep their place after those she saw.
    expect(keepPreviousOrder([t(undefined, 'X'), t('a', 'A')], [t('a', 'A'), t(undefined, 'Y')]).map((x) => x.label)).toEqual(['A', 'X']);
  });
});

