import { describe, expect, it } from 'vitest';
import type { WizardRoutine } from '@cadence/domain';
import { customRoutine, editedRoutine, toggleTask, withTaskExclusions, wizardTaskKey } from './wizard-tasks';

const walk: WizardRoutine = {
  label: 'Energising Morning Walk',
  type: 'movement',
  frequency: 'daily',
  included: true,
  subtasks: [
    { name: '10-20 minute daylight walk', description: '' },
    { name: 'Arm circles', description: '' },
    { name: 'Walk after lunch', description: '' },
  ],
};

describe('wizard tasks', () => {
  it('unticking one task leaves the others and the routine alone', () => {
    const excluded = toggleTask(new Set(), 0, 1);
    expect([...excluded]).toEqual([wizardTaskKey(0, 1)]);
    const [saved] = withTaskExclusions([walk], excluded);
    expect(saved!.included).toBe(true);
    expect(saved!.subtasks.map((s) => s.name)).toEqual(['10-20 minute daylight walk', 'Walk after lunch']);
    expect(toggleTask(excluded, 0, 1).size).toBe(0);
  });
  it('a routine with every task unticked is not included', () => {
    const all = [0, 1, 2].reduce((acc, j) => toggleTask(acc, 0, j), new Set<string>());
    expect(withTaskExclusions([walk], all)[0]!.included).toBe(false);
    expect(withTaskExclusions([{ ...walk, subtasks: [] }], all)[0]!.subtasks).toEqual([]);
  });
  it("'Add Another Routine' appends spec §4's 'Custom Routine': daily, type other, included, one 'Custom task'", () => {
    const custom = customRoutine();
    expect(custom).toEqual({ label: 'Custom Routine', frequency: 'daily', type: 'other', included: true, subtasks: [{ name: 'Custom task', description: '' }] });
    // A fresh copy each time: editing one never changes the next.
    custom.subtasks[0]!.name = 'changed';
    expect(customRoutine().subtasks[0]!.name).toBe('Custom task');
  });
  it('a Custom Routine stays editable: name, type and task; frequency and inclusion are kept', () => {
    const edited = editedRoutine(customRoutine(), { label: ' Drink more water ', type: 'nutrition', taskName: ' 8 glasses ' });
    expect(edited).toEqual({ label: 'Drink more water', frequency: 'daily', type: 'nutrition', included: true, subtasks: [{ name: '8 glasses', description: '' }] });
    // Empty fields keep the routine's name; an empty task takes the routine's name.
    expect(editedRoutine(customRoutine(), { label: '  ', type: 'other', taskName: '' })).toMatchObject({ label: 'Custom Routine', subtasks: [{ name: 'Custom Routine' }] });
  });
});
