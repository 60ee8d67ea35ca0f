import { describe, expect, it } from 'vitest';
import type { PlanTask } from '../schemas/plan';
import { applyRhythmToPlan, recommendationsForLifeStage, routinesForLifeStage, withoutSeedCycling } from './phase-plan';

const tasks: PlanTask[] = [
  { label: 'Strength', status: 'pending', reasonTag: 'Daily routine', source: 'routine', routineId: 'a', category: 'movement' },
  { label: 'Meals', status: 'pending', reasonTag: 'Daily routine', source: 'routine', routineId: 'b', category: 'nutrition', notes: 'Includes: Seed cycling, Protein breakfast' },
  { label: 'Mine', status: 'pending', reasonTag: 'Added today', source: 'manual' },
];

describe('phase-aware plan', () => {
  it('natural cycle: each routine task carries its phase reason; seed cycling stays', () => {
    const plan = applyRhythmToPlan({ tasks }, { lifeStage: 'regular_cycles', periodStarts: ['2026-11-01'] }, '2026-11-22');
    expect(plan.tasks[0]?.reasonTag).toBe('Luteal, day 22: gentler strength today');
    expect(plan.tasks[1]?.notes).toContain('Seed cycling');
    expect(plan.tasks[2]?.reasonTag).toBe('Added today');
    for (const t of plan.tasks) expect(t.reasonTag.length).toBeLessThanOrEqual(100);
  });
  it('hormonal contraception: no phase logic, no seed cycling', () => {
    const plan = applyRhythmToPlan({ tasks }, { lifeStage: 'hormonal_contraception', periodStarts: ['2026-11-01'] }, '2026-11-22');
    expect(plan.tasks.map((t) => t.reasonTag)).toEqual(['Daily routine', 'Daily routine', 'Added today']);
    expect(plan.tasks[1]?.notes).toBe('Includes: Protein breakfast');
  });
  it('menopause: sleep, mood and hot-flush support without cycle language', () => {
    const plan = applyRhythmToPlan({ tasks }, { lifeStage: 'menopause' }, '2026-11-22');
    expect(plan.tasks[0]?.reasonTag).toMatch(/Sleep and mood/);
    expect(plan.tasks[1]?.reasonTag).toMatch(/Hot-flush/);
    expect(plan.tasks.map((t) => t.reasonTag).join(' ')).not.toMatch(/phase|cycle|period/i);
  });
  it('no answer: the plan is unchanged', () => {
    expect(applyRhythmToPlan({ tasks }, {}, '2026-11-22').tasks).toEqual(tasks);
    expect(applyRhythmToPlan({ tasks }, { lifeStage: 'prefer_not_to_say' }, '2026-11-22').tasks).toEqual(tasks);
    expect(withoutSeedCycling('Includes: Seed cycling')).toBe('');
    expect(withoutSeedCycling('Includes: A, Seed cycling, B and 2 more')).toBe('Includes: A, B and 2 more');
  });
});

describe('seed cycling only where it fits', () => {
  const recs = [{ title: 'Seed Cycling', description: 'Flax days 1-14' }, { title: 'Morning sunlight', description: '' }];
  const routines = [{ label: 'Cycle support', subtasks: [{ name: 'Seed cycling', description: '' }, { name: 'Warm lemon water', description: '' }] }];
  it('is removed for contraception, pregnancy and menopause; kept for natural cycles and no answer', () => {
    expect(recommendationsForLifeStage(recs, 'hormonal_contraception').map((r) => r.title)).toEqual(['Morning sunlight']);
    expect(recommendationsForLifeStage(recs, 'menopause')).toHaveLength(1);
    expect(recommendationsForLifeStage(recs, 'regular_cycles')).toHaveLength(2);
    expect(recommendationsForLifeStage(recs, null)).toHaveLength(2);
    expect(routinesForLifeStage(routines, 'pregnant')[0]?.subtasks.map((s) => s.name)).toEqual(['Warm lemon water']);
    expect(routinesForLifeStage(routines, 'irregular_cycles')[0]?.subtasks).toHaveLength(2);
  });
});
