import { describe, expect, it } from 'vitest';
import { withSubtaskIds } from './routine.service';

describe('withSubtaskIds', () => {
  it('gives every subtask an id, keeping a sent id unless it repeats', () => {
    const out = withSubtaskIds([{ id: 'keep-me', name: 'A' }, { name: 'B', description: 'd' }, { id: 'keep-me', name: 'C', completed: true }]);
    expect(out[0]).toEqual({ id: 'keep-me', name: 'A', description: '', category: null, completed: false });
    expect(out[1]).toMatchObject({ name: 'B', description: 'd', completed: false });
    expect(out[1]?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(out[2]?.id).not.toBe('keep-me');
    expect(out[2]?.completed).toBe(true);
    expect(new Set(out.map((s) => s.id)).size).toBe(3);
  });
  it('handles no subtasks', () => {
    expect(withSubtaskIds()).toEqual([]);
    expect(withSubtaskIds([])).toEqual([]);
  });
});
