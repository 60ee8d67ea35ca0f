import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitStrength, summarizeStrength, type HabitDayStatus } from './habit-strength';

const status = fc.constantFrom<HabitDayStatus>('done', 'missed', 'rest', 'sick', 'skipped');

describe('habit strength (property)', () => {
  it('is never negative and never above 100', () => {
    fc.assert(fc.property(fc.array(status, { maxLength: 200 }), (days) => {
      const s = habitStrength(days);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }));
  });
  it('is monotonic in completions: turning any non-done day into done never lowers it', () => {
    fc.assert(fc.property(fc.array(status, { minLength: 1, maxLength: 120 }), fc.nat(), (days, i) => {
      const k = i % days.length;
      const more = days.map((d, j) => (j === k ? 'done' : d));
      expect(habitStrength(more)).toBeGreaterThanOrEqual(habitStrength(days) - 1e-9);
    }));
  });
  it('rest, sick/flare and skipped-on-purpose days leave it unchanged; one missed day dents, never resets', () => {
    fc.assert(fc.property(fc.array(status, { maxLength: 60 }), fc.constantFrom<HabitDayStatus>('rest', 'sick', 'skipped'), (days, pause) => {
      expect(habitStrength([...days, pause])).toBeCloseTo(habitStrength(days), 9);
      const before = habitStrength(days);
      const after = habitStrength([...days, 'missed']);
      expect(after).toBeLessThanOrEqual(before);
      if (before > 0) expect(after).toBeGreaterThan(before * 0.9);
    }));
  });
  it('summaries count skipped apart from missed and never shame', () => {
    const s = summarizeStrength(['done', 'done', 'missed', 'skipped', 'sick']);
    expect(s).toMatchObject({ done: 2, missed: 1, skipped: 1, paused: 1 });
    expect(s.message).toContain('Paused');
    for (const d of [[], ['missed', 'missed'], ['done']] as HabitDayStatus[][]) expect(summarizeStrength(d).message).not.toMatch(/fail|lost|broke|lazy/i);
  });
});
