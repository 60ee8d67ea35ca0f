import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTINE_TYPES } from '../constants';
import { DailyMotivationSchema, PersonalizedTipSchema } from '../schemas';
import { containsCalorieOrWeightTarget } from '../safety/weight-talk';
import { findSupplementsInText } from '../safety/supplement-screen';
import { MOTIVATIONS, TIPS } from './content-library';
import { dailyMotivationFor, MIN_TIP_POOL, personalizedTipFor, tipCategoriesFor } from './daily-content';
import { epochDay, pickForDay, rotationIndex } from './rotation';

const days = (start: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => new Date(Date.UTC(2025, 0, 1) + (epochDay(start) - epochDay('2025-01-01') + i) * 86_400_000).toISOString().slice(0, 10));

const USERS = [
  { id: 'u1', challenges: ['Sleep Issues', 'Stress/Burnout'], goals: ['Better Sleep'], healthConditions: '' },
  { id: 'u2', challenges: ['Digestion'], goals: [], healthConditions: 'IBS' },
  { id: 'user-with-nothing' },
  { id: 'u4', challenges: ['Pain Management', 'Cycle/PMS', 'Energy/Fatigue'], goals: ['Hormone Balance'] },
];

describe('content library', () => {
  it('has at least 30 motivations and 30 tips, all unique', () => {
    expect(MOTIVATIONS.length).toBeGreaterThanOrEqual(30);
    expect(TIPS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(MOTIVATIONS).size).toBe(MOTIVATIONS.length);
    expect(new Set(TIPS.map((t) => t.title)).size).toBe(TIPS.length);
  });
  it('tips are valid, categorised by routine type, with no calorie/weight numbers, medical claims or named supplements', () => {
    for (const t of TIPS) {
      const card = { title: t.title, category: t.category, difficulty: t.difficulty, content: t.content };
      expect(PersonalizedTipSchema.parse(card)).toEqual(card);
      expect(ROUTINE_TYPES).toContain(t.category);
    }
    for (const text of [...MOTIVATIONS, ...TIPS.map((t) => `${t.title}. ${t.content}`)]) {
      expect(containsCalorieOrWeightTarget(text)).toBe(false);
      expect(findSupplementsInText(text)).toEqual([]);
      expect(text).not.toMatch(/\b(?:cure|cures|treats?|heal your|detox|guaranteed|lose weight|weight loss)\b/i);
    }
    expect(new Set(TIPS.map((t) => t.category)).size).toBe(ROUTINE_TYPES.length);
  });
});

describe('rotation', () => {
  it('epochDay reads ISO dates and date-times and rejects others', () => {
    expect(epochDay('1970-01-02')).toBe(1);
    expect(epochDay('2025-03-12T23:59:00Z')).toBe(epochDay('2025-03-12'));
    expect(() => epochDay('March 12')).toThrow(RangeError);
  });
  it('never repeats on consecutive days and covers every item once per block', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 40 }), fc.integer({ min: -2000, max: 40000 }), (seed, n, day) => {
        const a = rotationIndex(seed, day, n);
        const b = rotationIndex(seed, day + 1, n);
        expect(a).not.toBe(b);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThan(n);
      }),
    );
    const block = Array.from({ length: 30 }, (_, i) => rotationIndex('seed', 30 * 7 + i, 30));
    expect(new Set(block).size).toBe(30);
  });
  it('handles tiny lists and rejects empty ones', () => {
    expect([0, 1, 2, 3].map((d) => rotationIndex('s', d, 2))).toEqual([0, 1, 0, 1]);
    expect(rotationIndex('s', -1, 2)).toBe(1);
    expect(rotationIndex('s', 5, 1)).toBe(0);
    expect(() => rotationIndex('s', 1, 0)).toThrow(RangeError);
    expect(pickForDay(['only'], 'x', '2025-01-01')).toBe('only');
  });
});

describe('daily motivation and tip', () => {
  it('is deterministic for the same user and date', () => {
    for (const u of USERS) {
      expect(dailyMotivationFor(u.id, '2025-05-05')).toEqual(dailyMotivationFor(u.id, '2025-05-05'));
      expect(personalizedTipFor(u, '2025-05-05')).toEqual(personalizedTipFor(u, '2025-05-05'));
    }
  });

  it('never shows the same motivation or tip two days running, over 60 days', () => {
    for (const u of USERS) {
      const dates = days('2025-02-20', 61); // crosses a month end and a 30-day block boundary
      const motivations = dates.map((d) => dailyMotivationFor(u.id, d).message);
      const tips = dates.map((d) => personalizedTipFor(u, d).title);
      for (let i = 1; i < dates.length; i++) {
        expect(motivations[i]).not.toBe(motivations[i - 1]);
        expect(tips[i]).not.toBe(tips[i - 1]);
      }
      expect(new Set(motivations).size).toBeGreaterThan(25);
    }
  });

  it('gives different users different sequences', () => {
    const seq = (id: string) => days('2025-01-01', 10).map((d) => dailyMotivationFor(id, d).message).join('|');
    expect(seq('alice')).not.toBe(seq('bob'));
  });

  it('personalises tip categories from challenges, goals and conditions', () => {
    expect(tipCategoriesFor({ id: 'x' })).toEqual([]);
    expect(tipCategoriesFor({ id: 'x', challenges: ['Sleep Issues'] })).toEqual(['mindfulness', 'other']);
    expect(tipCategoriesFor({ id: 'x', challenges: null, goals: null, healthConditions: null })).toEqual([]);
    const u = { id: 'sleepy', challenges: ['Sleep Issues', 'Stress/Burnout'] };
    for (const d of days('2025-01-01', 40)) {
      const tip = personalizedTipFor(u, d);
      expect(['mindfulness', 'other']).toContain(tip.category);
      expect(PersonalizedTipSchema.parse(tip)).toEqual(tip);
      expect(DailyMotivationSchema.parse(dailyMotivationFor(u.id, d)).message.length).toBeGreaterThan(0);
    }
    expect(MIN_TIP_POOL).toBeGreaterThanOrEqual(3);
  });
});
