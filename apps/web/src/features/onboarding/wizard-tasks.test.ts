import { describe, expect, it } from 'vitest';
import type { WizardRoutine } from '@cadence/domain';
import { namedRoutine, toggleTask, withTaskExclusions, wizardTaskKey } from './wizard-tasks';

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
  it('a routine she names gets its type from its words', () => {
    expect(namedRoutine(' Drink more water ')).toMatchObject({ label: 'Drink more water', type: 'nutrition', subtasks: [{ name: 'Drink more water' }] });
    expect(namedRoutine('Cut caffeine').type).toBe('nutrition');
    expect(namedRoutine('Evening stretch', 'mindfulness').type).toBe('mindfulness');
  });
});
