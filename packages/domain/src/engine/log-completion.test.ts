import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSubtasksTicked, isRoutineDone, markRoutineComplete, toggleSubtask, unmarkRoutine } from './log-completion';
import { DailyLogSchema, type DailyLog } from '../schemas/log';

const emptyLog = (): DailyLog => DailyLogSchema.parse({ id: 'l1', userId: 'u1', date: '2025-03-03' });
const walk = { id: 'r1', type: 'movement', subtasks: [{ id: 's1' }, { id: 's2' }] };
const journal = { id: 'r2', type: 'other', subtasks: [{ id: 'j1' }] };

describe('routine completion in the log (§4)', () => {
  it('marking sets the type flag and ticks all subtasks', () => {
    const log = emptyLog();
    const next = markRoutineComplete(log, walk);
    expect(next.completed.movement).toBe(true);
    expect(next.subtasks).toEqual({ r1: { s1: true, s2: true } });
    expect(log.completed.movement).toBe(false);
    expect(log.subtasks).toEqual({});
    expect(isRoutineDone(next, walk)).toBe(true);
  });
  it("marking an 'other' routine ticks subtasks but there is no flag", () => {
    const next = markRoutineComplete(emptyLog(), journal);
    expect(next.completed).toEqual(emptyLog().completed);
    expect(next.subtasks).toEqual({ r2: { j1: true } });
    expect(isRoutineDone(next, journal)).toBe(false);
  });
  it('unmarking sets the flag false and leaves subtasks unchanged', () => {
    const marked = markRoutineComplete(emptyLog(), walk);
    const next = unmarkRoutine(marked, walk);
    expect(next.completed.movement).toBe(false);
    expect(next.subtasks).toEqual({ r1: { s1: true, s2: true } });
    expect(unmarkRoutine(emptyLog(), journal).completed).toEqual(emptyLog().completed);
  });
  it('toggling completes the type only when all subtasks are ticked', () => {
    let log = toggleSubtask(emptyLog(), walk, 's1');
    expect(log.subtasks.r1).toEqual({ s1: true });
    expect(log.completed.movement).toBe(false);
    log = toggleSubtask(log, walk, 's2');
    expect(log.completed.movement).toBe(true);
    expect(allSubtasksTicked(log, walk)).toBe(true);
    log = toggleSubtask(log, walk, 's2');
    expect(log.subtasks.r1).toEqual({ s1: true, s2: false });
    expect(log.completed.movement).toBe(true);
  });
  it('a routine without subtasks is never "all ticked"', () => {
    expect(allSubtasksTicked(emptyLog(), { id: 'r3', type: 'movement', subtasks: [] })).toBe(false);
  });
  it('refuses unsafe ids (no $ or dotted keys reach storage)', () => {
    expect(() => markRoutineComplete(emptyLog(), { ...walk, id: '$set' })).toThrow(RangeError);
    expect(() => markRoutineComplete(emptyLog(), { ...walk, subtasks: [{ id: 'a.b' }] })).toThrow(RangeError);
    expect(() => toggleSubtask(emptyLog(), walk, '__proto__')).toThrow(RangeError);
  });
  it('property: after marking, every subtask is ticked; unmark never changes ticks', () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(ids, fc.constantFrom('movement', 'nutrition', 'mindfulness', 'supplement'), (subIds, type) => {
        const routine = { id: 'r', type, subtasks: subIds.map((id) => ({ id })) };
        const marked = markRoutineComplete(emptyLog(), routine);
        expect(allSubtasksTicked(marked, routine)).toBe(true);
        const unmarked = unmarkRoutine(marked, routine);
        expect(unmarked.subtasks).toEqual(marked.subtasks);
        expect(isRoutineDone(unmarked, routine)).toBe(false);
        let toggled = emptyLog();
        for (const id of subIds) toggled = toggleSubtask(toggled, routine, id);
        expect(isRoutineDone(toggled, routine)).toBe(true);
        expect(DailyLogSchema.safeParse(toggled).success).toBe(true);
      }),
    );
  });
});
