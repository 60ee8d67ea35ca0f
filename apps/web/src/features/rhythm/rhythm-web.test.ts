import type { TrendPoint, User } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { editProfileUpdate, formFromUser } from '../edit-profile/edit-profile-model';
import { completionSummary, phaseBands, trendSummary } from './chart-data';
import { withoutPeriodStart, withPeriodStart } from './rhythm-model';

const point = (date: string, phase: TrendPoint['phase'], energy: number | null = null): TrendPoint => ({ date, energy, mood: null, phase });

describe('rhythm web model', () => {
  it('period starts: one tap adds today once (sorted), a second tap removes it', () => {
    expect(withPeriodStart(['2026-11-01'], '2026-10-04')).toEqual(['2026-10-04', '2026-11-01']);
    expect(withPeriodStart(['2026-11-01'], '2026-11-01')).toEqual(['2026-11-01']);
    expect(withoutPeriodStart(['2026-10-04', '2026-11-01'], '2026-11-01')).toEqual(['2026-10-04']);
  });

  it('phase bands are contiguous runs; unknown days break them', () => {
    const bands = phaseBands([point('2026-11-01', 'menstrual'), point('2026-11-02', 'menstrual'), point('2026-11-03', null), point('2026-11-04', 'luteal')]);
    expect(bands).toEqual([
      { phase: 'menstrual', from: '2026-11-01', to: '2026-11-02' },
      { phase: 'luteal', from: '2026-11-04', to: '2026-11-04' },
    ]);
  });

  it('chart summaries read as sentences', () => {
    expect(completionSummary([{ date: '2026-11-01', movement: 1, nutrition: 0, mindfulness: 1, supplement: 0 }])).toBe(
      'Completion by category over the last 1 day: Movement on 1 of 1 day, Nutrition on 0 of 1 day, Mindfulness on 1 of 1 day, Supplements on 0 of 1 day.',
    );
    expect(trendSummary([point('2026-11-01', null)])).toBe('No energy or mood check-ins in this period yet.');
    expect(trendSummary([point('2026-11-01', null, 6), point('2026-11-02', null, 7)])).toBe('Over the last 2 days, energy averaged 6.5 out of 10 on 2 days.');
  });
});

describe('Edit Profile: life stage and period start', () => {
  const user = { id: 'u1', name: 'Rhea', email: '', location: '', age: null, height: '', weight: '', goals: [], challenges: [], customCategories: [], healthConditions: '', medications: '', exerciseLevel: null, sleepHours: null, stressLevel: null, createdAt: '2026-11-01T00:00:00.000Z', avatarUrl: '', profileBio: '', preferences: { notifications: true, reminderTime: '08:00', weeklyReflection: true }, lifeStage: 'regular_cycles', periodStarts: ['2026-10-04'] } as User;

  it('sends the life stage, clears it with null, and adds a past period start', () => {
    const form = formFromUser(user);
    expect(form.lifeStage).toBe('regular_cycles');
    const ok = editProfileUpdate({ ...form, newPeriodStart: '2026-11-01' }, [], '2026-11-22');
    expect(ok.ok && ok.value).toMatchObject({ lifeStage: 'regular_cycles', periodStarts: ['2026-10-04', '2026-11-01'] });
    const cleared = editProfileUpdate({ ...form, lifeStage: '' }, [], '2026-11-22');
    expect(cleared.ok && cleared.value.lifeStage).toBeNull();
    const untouched = editProfileUpdate(formFromUser({ ...user, lifeStage: null }), [], '2026-11-22');
    expect(untouched.ok && 'lifeStage' in untouched.value).toBe(false);
  });

  it('refuses a future period start with a clear message', () => {
    const r = editProfileUpdate({ ...formFromUser(user), newPeriodStart: '2026-12-01' }, [], '2026-11-22');
    expect(r).toMatchObject({ ok: false, description: "A period start can't be in the future." });
  });
});
