import { DailyPlanSchema } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { toDailyPlan, toPlanFields } from './plan.mapper';

describe('plan mapper', () => {
  it('round-trips a plan through the stored fields', () => {
    const plan = DailyPlanSchema.parse({
      userId: 'u1',
      date: '2026-03-01',
      coachNote: 'Go gently today.',
      tasks: [
        { id: 't1', label: 'Stretch', status: 'done', reasonTag: 'movement', source: 'routine', routineId: 'r1', category: 'movement' },
        { label: 'Call physio', source: 'manual', notes: 'back' },
        { label: 'Heat pack', source: 'adjustment_add', reasonTag: 'pain' },
      ],
      adjustments: ['Softer movement today', { label: 'Added heat pack', rationale: 'lower back pain', type: 'add' }],
      safety: null,
    });
    const fields = toPlanFields(plan);
    const updatedAt = new Date('2026-03-01T10:00:00Z');
    const back = toDailyPlan({ ...fields, userId: 'u1', date: '2026-03-01', updatedAt });
    expect(back).toEqual({ ...plan, updatedAt: updatedAt.toISOString(), version: 0 });
    expect(DailyPlanSchema.safeParse(back).success).toBe(true);
  });

  it('never stores or returns null for an absent optional adjustment field (docs/decisions/036)', () => {
    const plan = DailyPlanSchema.parse({ userId: 'u1', date: '2026-03-01', adjustments: [{ label: 'Rest', type: 'soften' }] });
    const withUndefined = { ...plan, adjustments: [{ label: 'Rest', rationale: undefined, type: 'soften' as const }] };
    expect(toPlanFields(withUndefined).adjustments).toEqual([{ label: 'Rest', type: 'soften' }]);
    expect(Object.keys(toPlanFields(withUndefined).adjustments[0] as object)).toEqual(['label', 'type']);
    // A plan stored before the fix (rationale: null) reads back schema-valid.
    const stored = toDailyPlan({ ...toPlanFields(plan), adjustments: [{ label: 'Rest', rationale: null }], userId: 'u1', date: '2026-03-01', updatedAt: new Date() });
    expect(stored.adjustments).toEqual([{ label: 'Rest' }]);
    expect(DailyPlanSchema.safeParse(stored).success).toBe(true);
  });

  it('fills defaults for a sparse stored document', () => {
    const plan = toDailyPlan({ userId: 'u1', date: '2026-03-01' } as never);
    expect(plan).toMatchObject({ coachNote: '', tasks: [], adjustments: [], safety: null, generatedBy: 'rules' });
    expect(plan).not.toHaveProperty('updatedAt');
  });
});
