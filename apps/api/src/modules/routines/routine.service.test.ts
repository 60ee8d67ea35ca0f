import { describe, expect, it, vi } from 'vitest';
import type { RoutineRepository } from './routine.repository';
import { MAX_ROUTINES_PER_USER, RoutineService, withSubtaskIds } from './routine.service';

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

describe('RoutineService.createForUser', () => {
  it(`refuses to go over ${MAX_ROUTINES_PER_USER} routines with a 409, writing nothing`, async () => {
    const repo = {
      countByUser: vi.fn(async () => MAX_ROUTINES_PER_USER - 1),
      create: vi.fn(),
      createMany: vi.fn(),
    } as unknown as RoutineRepository;
    const svc = new RoutineService(repo);
    await expect(
      svc.createForUser('u1', [
        { type: 'movement', label: 'a' },
        { type: 'movement', label: 'b' },
      ]),
    ).rejects.toMatchObject({ status: 409 });
    expect(repo.create).not.toHaveBeenCalled();
    expect(repo.createMany).not.toHaveBeenCalled();
  });

  it('gives several routines distinct, increasing createdAt values (creation order)', async () => {
    const repo = {
      countByUser: vi.fn(async () => 0),
      createMany: vi.fn(async (docs: unknown[]) => docs),
    } as unknown as RoutineRepository;
    const now = new Date('2026-01-05T08:00:00.000Z');
    const svc = new RoutineService(repo, () => now);
    const out = await svc.createForUser('u1', [
      { type: 'movement', label: 'a' },
      { type: 'other', label: 'b', active: false },
    ]);
    expect(out.map((r) => r.createdAt)).toEqual(['2026-01-05T08:00:00.000Z', '2026-01-05T08:00:00.001Z']);
    expect(out[1]).toMatchObject({ userId: 'u1', label: 'b', active: false, frequency: 'daily', notes: '', isPersonalized: false, subtasks: [] });
  });
});
