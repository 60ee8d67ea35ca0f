import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { cycleDayOn, estimateCycleLength, phaseBounds, phasesOver, rhythmKindOf, rhythmToday, screeningPregnancyStatusFor } from './cycle';

const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const cycleLength = fc.integer({ min: 21, max: 45 });

describe('phase maths (property)', () => {
  it('every day of any cycle 21–45 has exactly one phase, in order menstrual → follicular → ovulatory → luteal, each non-empty', () => {
    fc.assert(
      fc.property(isoDate, cycleLength, (start, length) => {
        const order = ['menstrual', 'follicular', 'ovulatory', 'luteal'];
        let last = 0;
        const seen = new Set<string>();
        for (let i = 0; i < length; i++) {
          const c = cycleDayOn(addDays(start, i), [start], length);
          expect(c).not.toBeNull();
          expect(c?.day).toBe(i + 1);
          expect(c?.late).toBe(false);
          const idx = order.indexOf(c?.phase as string);
          expect(idx).toBeGreaterThanOrEqual(last);
          last = idx;
          seen.add(c?.phase as string);
        }
        expect(seen.size).toBe(4);
        const b = phaseBounds(length);
        expect(b.menstrual.from).toBe(1);
        expect(b.luteal.to).toBe(length);
        expect(b.follicular.from).toBeLessThanOrEqual(b.follicular.to);
      }),
    );
  });

  it('over any date range the most recent start counts; nothing before the first start or 45+ days after the last', () => {
    fc.assert(
      fc.property(isoDate, cycleLength, fc.integer({ min: 21, max: 45 }), fc.integer({ min: -10, max: 100 }), (start, length, gap, offset) => {
        const second = addDays(start, gap);
        const date = addDays(start, offset);
        const c = cycleDayOn(date, [second, start], length);
        if (offset < 0) expect(c).toBeNull();
        else if (offset < gap) expect(c?.day).toBe(offset + 1);
        else if (offset - gap + 1 > 45) expect(c).toBeNull();
        else expect(c?.day).toBe(offset - gap + 1);
        const over = phasesOver(start, addDays(start, 10), [start], length);
        expect(over).toHaveLength(11);
      }),
    );
  });
});

describe('cycle length estimate', () => {
  it('uses 28 until 2 cycles are logged, then the median of her gaps with their range', () => {
    expect(estimateCycleLength([])).toMatchObject({ days: 28, basis: 'default' });
    expect(estimateCycleLength(['2026-01-01', '2026-01-31'])).toMatchObject({ days: 28, basis: 'default', cyclesMeasured: 1 });
    expect(estimateCycleLength(['2026-01-01', '2026-01-31', '2026-03-03', '2026-04-01'])).toEqual({ days: 30, low: 29, high: 31, basis: 'history', cyclesMeasured: 3 });
  });
  it('ignores gaps outside 21–45 (a start not logged) and stays within 21–45 for any history', () => {
    expect(estimateCycleLength(['2026-01-01', '2026-03-30', '2026-04-25']).basis).toBe('default');
    fc.assert(
      fc.property(fc.array(isoDate, { maxLength: 20 }), (starts) => {
        const e = estimateCycleLength(starts);
        expect(e.days).toBeGreaterThanOrEqual(21);
        expect(e.days).toBeLessThanOrEqual(45);
        expect(e.low).toBeLessThanOrEqual(e.high);
      }),
    );
  });
});

describe('life stage', () => {
  it('natural cycles get phases; contraception, pregnancy, breastfeeding none; menopause gets support without cycle language', () => {
    expect(rhythmKindOf('regular_cycles')).toBe('cycle');
    expect(rhythmKindOf('irregular_cycles')).toBe('cycle');
    expect(rhythmKindOf('hormonal_contraception')).toBe('no_phase');
    expect(rhythmKindOf('pregnant')).toBe('no_phase');
    expect(rhythmKindOf('menopause')).toBe('menopause');
    expect(rhythmKindOf('prefer_not_to_say')).toBe('none');
    expect(rhythmKindOf(null)).toBe('none');
    const meno = rhythmToday({ lifeStage: 'perimenopause', periodStarts: ['2026-11-01'] }, '2026-11-22');
    expect(meno.cycle).toBeNull();
    expect(meno.headline).not.toMatch(/phase|cycle|period/i);
    expect(rhythmToday({ lifeStage: 'hormonal_contraception', periodStarts: ['2026-11-01'] }, '2026-11-22')).toMatchObject({ cycle: null, headline: '' });
    expect(screeningPregnancyStatusFor('breastfeeding')).toBe('breastfeeding');
    expect(screeningPregnancyStatusFor('regular_cycles')).toBeNull();
  });
  it('shows today’s phase and day with an honest range', () => {
    const t = rhythmToday({ lifeStage: 'regular_cycles', periodStarts: ['2026-10-04', '2026-11-01'] }, '2026-11-22');
    expect(t.headline).toBe('Luteal phase, day 22');
    expect(t.detail).toContain('typical 28-day cycle');
    expect(rhythmToday({ lifeStage: 'regular_cycles', periodStarts: [] }, '2026-11-22').headline).toContain('Log the day your period starts');
  });
});
