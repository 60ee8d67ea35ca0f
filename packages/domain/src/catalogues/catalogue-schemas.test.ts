import { describe, expect, it } from 'vitest';
import {
  BuiltInExerciseSchema,
  CatalogueIdSchema,
  ExerciseSchema,
  SupplementSafetyRuleSchema,
  SupplementSchema,
} from './catalogue-schemas';
import { matchesSafetyKeyword } from './supplement-screening';
import { SUPPLEMENTS } from './supplements';

const exercise = {
  id: 'hula-hoop',
  name: 'Hula hoop',
  description: 'Circle your hips.',
  category: 'movement',
  purpose: 'fun',
  goal_tags: [],
  intensity: 'moderate',
};

describe('catalogue schemas', () => {
  it('accepts kebab-case ids only', () => {
    expect(CatalogueIdSchema.safeParse('90-90-hip-switches').success).toBe(true);
    for (const bad of ['', 'Cat-Cow', 'cat_cow', 'cat--cow', '-cat', 'cat cow']) {
      expect(CatalogueIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('lets custom exercises use a free category but built-ins only the fixed ones', () => {
    expect(ExerciseSchema.safeParse(exercise).success).toBe(true);
    expect(BuiltInExerciseSchema.safeParse(exercise).success).toBe(false);
    expect(BuiltInExerciseSchema.safeParse({ ...exercise, category: 'hips', goal_tags: ['mobility'] }).success).toBe(true);
    expect(ExerciseSchema.safeParse({ ...exercise, goal_tags: ['flying'] }).success).toBe(false);
    expect(ExerciseSchema.safeParse({ ...exercise, intensity: 'extreme' }).success).toBe(false);
    expect(ExerciseSchema.safeParse({ ...exercise, name: '   ' }).success).toBe(false);
  });

  it('requires lowercase keywords and at least one per safety rule', () => {
    const rule = { match: ["st john's wort", 'ssri'], reason: 'Clash', severity: 'avoid' };
    expect(SupplementSafetyRuleSchema.safeParse(rule).success).toBe(true);
    expect(SupplementSafetyRuleSchema.safeParse({ ...rule, match: ['x'] }).success).toBe(true);
    expect(SupplementSafetyRuleSchema.safeParse({ ...rule, match: [] }).success).toBe(false);
    expect(SupplementSafetyRuleSchema.safeParse({ ...rule, match: ['SSRI'] }).success).toBe(false);
    expect(SupplementSafetyRuleSchema.safeParse({ ...rule, match: [' ssri'] }).success).toBe(false);
    expect(SupplementSafetyRuleSchema.safeParse({ ...rule, severity: 'never' }).success).toBe(false);
  });

  it('rejects a supplement with an unknown type or missing safety', () => {
    const [first] = SUPPLEMENTS;
    expect(SupplementSchema.safeParse({ ...first, type: 'potion' }).success).toBe(false);
    expect(SupplementSchema.safeParse({ ...first, safety: undefined }).success).toBe(false);
  });

  it('every catalogue safety keyword matches itself as user text', () => {
    for (const { id, safety } of SUPPLEMENTS) {
      for (const rule of [...safety.contraindications, ...safety.interactions]) {
        for (const keyword of rule.match) {
          expect(matchesSafetyKeyword(keyword, keyword), `${id}: ${keyword}`).toBe(true);
          expect(matchesSafetyKeyword(`I take ${keyword.toUpperCase()} daily`, keyword), `${id}: ${keyword}`).toBe(true);
        }
      }
    }
  });
});
