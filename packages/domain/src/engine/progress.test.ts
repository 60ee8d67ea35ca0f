import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysActivePercent,
  onboardingNextLabel,
  onboardingProgress,
  onboardingStepLabel,
  percentCompleted,
  recommendationHint,
  scoreBadge,
  scoreColor,
  truncateRecommendationTitle,
  wizardForwardLabel,
  wizardStepLabel,
} from './progress';

describe('onboarding progress (step / 5 × 100)', () => {
  it.each([
    [1, 20],
    [2, 40],
    [3, 60],
    [4, 80],
    [5, 100],
    [0, 0],
    [7, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('step %d → %d%%', (step, pct) => {
    expect(onboardingProgress(step)).toBe(pct);
  });
  it('labels', () => {
    expect(onboardingStepLabel(3)).toBe('Question 3 of 5');
    expect(onboardingNextLabel(4)).toBe('Next');
    expect(onboardingNextLabel(5)).toBe('Generate Plan');
    expect(wizardStepLabel(0)).toBeNull();
    expect(wizardStepLabel(1)).toBe('Step 1 of 3');
    expect(wizardStepLabel(3)).toBe('Step 3 of 3');
    expect(wizardStepLabel(4)).toBeNull();
    expect(wizardForwardLabel(1)).toBe('Continue');
    expect(wizardForwardLabel(2)).toBe('Generate Routines');
    expect(wizardForwardLabel(3)).toBe('Complete Setup');
  });
});

describe('scoreColor', () => {
  it.each([
    [10, 'green'],
    [8, 'green'],
    [7, 'yellow'],
    [6, 'yellow'],
    [5, 'orange'],
    [4, 'orange'],
    [3, 'red'],
    [1, 'red'],
  ])('%d → %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });
  it('badge', () => {
    expect(scoreBadge(7)).toBe('7/10');
    // A week she did not rate (docs/decisions/133).
    expect(scoreBadge(null)).toBe('Not rated');
  });
});

describe('percentCompleted (rounded)', () => {
  it('examples', () => {
    expect(percentCompleted(1, 3)).toBe(33);
    expect(percentCompleted(2, 3)).toBe(67);
    expect(percentCompleted(1, 8)).toBe(13);
    expect(percentCompleted(0, 5)).toBe(0);
    expect(percentCompleted(5, 5)).toBe(100);
    expect(percentCompleted(3, 0)).toBe(0);
    expect(percentCompleted(9, 5)).toBe(100);
    expect(percentCompleted(Number.NaN, 5)).toBe(0);
    expect(daysActivePercent({ completedDays: 3, totalDays: 7 })).toBe(43);
  });
  it('property: always an integer within 0–100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (done, total) => {
        const p = percentCompleted(done, total);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('truncateRecommendationTitle (47 + "..." when over 50)', () => {
  it('keeps texts of up to 50 characters', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateRecommendationTitle(fifty)).toBe(fifty);
    expect(truncateRecommendationTitle('  Walk daily  ')).toBe('Walk daily');
  });
  it('cuts 51+ to 47 plus ...', () => {
    const t = truncateRecommendationTitle('a'.repeat(51));
    expect(t).toBe(`${'a'.repeat(47)}...`);
    expect(t).toHaveLength(50);
    expect(
      truncateRecommendationTitle('Practice 10 minutes of mindful breathing every morning before breakfast'),
    ).toBe('Practice 10 minutes of mindful breathing every ...');
  });
  it('never splits an emoji', () => {
    const t = truncateRecommendationTitle(`${'a'.repeat(46)}😀${'b'.repeat(10)}`);
    expect(t).toBe(`${'a'.repeat(46)}...`);
  });
  it('property: never longer than 50, prefix of the trimmed text, unchanged when ≤ 50', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120, unit: 'grapheme' }), (s) => {
        const t = truncateRecommendationTitle(s);
        const trimmed = s.trim();
        expect(t.length).toBeLessThanOrEqual(50);
        if (trimmed.length <= 50) expect(t).toBe(trimmed);
        else {
          expect(t.endsWith('...')).toBe(true);
          expect(trimmed.startsWith(t.slice(0, -3))).toBe(true);
          expect(t).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        }
      }),
    );
  });
});

describe('recommendationHint', () => {
  it('shows two titles and counts the rest', () => {
    expect(recommendationHint(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(recommendationHint(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
