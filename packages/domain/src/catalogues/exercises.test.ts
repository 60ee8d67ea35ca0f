import { describe, expect, it } from 'vitest';
import { BuiltInExerciseSchema, EXERCISE_CATEGORIES, ExerciseSchema } from './catalogue-schemas';
import { EXERCISES, getExerciseById } from './exercises';

describe('EXERCISES', () => {
  it('has exactly 100 entries, each a valid built-in exercise', () => {
    expect(EXERCISES).toHaveLength(100);
    for (const exercise of EXERCISES) {
      expect(BuiltInExerciseSchema.safeParse(exercise).success, exercise.id).toBe(true);
      expect(ExerciseSchema.safeParse(exercise).success, exercise.id).toBe(true);
    }
  });

  it('has unique ids and unique names (case-insensitive)', () => {
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(100);
    expect(new Set(EXERCISES.map((e) => e.name.toLowerCase())).size).toBe(100);
  });

  it('has no "(2)"-style or numbered duplicate suffixes', () => {
    for (const { id, name } of EXERCISES) {
      expect(name, name).not.toMatch(/\(\s*\d+\s*\)\s*$/);
      expect(name, name).not.toMatch(/\s(?:#?\d+|ii|iii|iv|v)$/i);
      expect(id, id).not.toMatch(/-\d+$/);
    }
  });

  it('does not repeat descriptions or near-duplicate names', () => {
    expect(new Set(EXERCISES.map((e) => e.description)).size).toBe(100);
    const stems = EXERCISES.map((e) => e.name.toLowerCase().replace(/[^a-z]/g, ''));
    expect(new Set(stems).size).toBe(100);
  });

  it('covers every category with at least 5 (and at most 9) entries', () => {
    const counts = new Map<string, number>();
    for (const { category } of EXERCISES) counts.set(category, (counts.get(category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...EXERCISE_CATEGORIES].sort());
    for (const category of EXERCISE_CATEGORIES) {
      expect(counts.get(category), category).toBeGreaterThanOrEqual(5);
      expect(counts.get(category), category).toBeLessThanOrEqual(9);
    }
  });

  it('is mostly gentle, with some moderate and a few vigorous options', () => {
    const by = (level: string) => EXERCISES.filter((e) => e.intensity === level).length;
    expect(by('gentle')).toBeGreaterThanOrEqual(60);
    expect(by('moderate')).toBeGreaterThan(0);
    expect(by('vigorous')).toBeGreaterThan(0);
    expect(by('vigorous')).toBeLessThanOrEqual(5);
  });

  it('includes the core rehab-style exercises for this audience', () => {
    const ids = new Set(EXERCISES.map((e) => e.id));
    for (const id of [
      'chin-tucks',
      'cat-cow',
      'bird-dog',
      'glute-bridge',
      'clamshells',
      'pelvic-tilts',
      'dead-bug',
      'wall-angels',
      'ankle-circles',
      'wrist-flexor-stretch',
      'doorway-chest-stretch',
      'thread-the-needle',
      '90-90-hip-switches',
      'pelvic-floor-lifts',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('has short purposes and one-to-two-sentence descriptions', () => {
    for (const { id, purpose, description } of EXERCISES) {
      expect(purpose.length, id).toBeLessThanOrEqual(60);
      const sentences = description.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, id).toBeLessThanOrEqual(2);
      expect(description.length, id).toBeLessThanOrEqual(260);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(EXERCISES)).toBe(true);
  });

  it('looks exercises up by id', () => {
    expect(getExerciseById('cat-cow')?.name).toBe('Cat-cow');
    expect(getExerciseById('nope')).toBeUndefined();
  });
});
