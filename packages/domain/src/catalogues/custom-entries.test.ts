import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customCatalogueId, isCustomCatalogueId, MAX_CUSTOM_SLUG_LENGTH, toCatalogueSlug } from './catalogue-ids';
import { CATALOGUE_ID_PATTERN, ExerciseSchema, SupplementSchema } from './catalogue-schemas';
import { fingerprint } from './catalogue-text';
import { createCustomExercise, createCustomSupplement } from './custom-entries';
import { EXERCISES } from './exercises';
import { SUPPLEMENTS } from './supplements';

describe('createCustomExercise', () => {
  it('ignores a blank name', () => {
    expect(createCustomExercise({ name: '' })).toBeNull();
    expect(createCustomExercise({ name: '   \n' })).toBeNull();
    expect(createCustomExercise({ name: undefined as unknown as string })).toBeNull();
  });

  it("defaults description to the name, category to 'movement' and purpose to 'custom'", () => {
    const exercise = createCustomExercise({ name: '  Hula   hoop ' });
    expect(exercise).toEqual({
      id: 'custom-hula-hoop',
      name: 'Hula hoop',
      description: 'Hula hoop',
      category: 'movement',
      purpose: 'custom',
      goal_tags: [],
      intensity: 'moderate',
    });
    expect(ExerciseSchema.safeParse(exercise).success).toBe(true);
  });

  it('keeps a given description and category, and treats blank ones as missing', () => {
    expect(createCustomExercise({ name: 'Swim', description: ' 20 slow lengths ', category: 'cardio' })).toMatchObject({
      description: '20 slow lengths',
      category: 'cardio',
      purpose: 'custom',
    });
    expect(createCustomExercise({ name: 'Swim', description: '  ', category: null })).toMatchObject({
      description: 'Swim',
      category: 'movement',
    });
  });
});

describe('createCustomSupplement', () => {
  it('ignores a blank name', () => {
    expect(createCustomSupplement({ name: '' })).toBeNull();
    expect(createCustomSupplement({ name: '\t ' })).toBeNull();
  });

  it("defaults use_case to the name, dosage to 'As needed' and type to 'other'", () => {
    const supplement = createCustomSupplement({ name: 'Maca root' });
    expect(supplement).toEqual({
      id: 'custom-maca-root',
      name: 'Maca root',
      use_case: 'Maca root',
      dosage: 'As needed',
      type: 'other',
      safety: { contraindications: [], interactions: [] },
    });
    expect(SupplementSchema.safeParse(supplement).success).toBe(true);
  });

  it('keeps given fields, accepts description as a use_case alias, and validates the type', () => {
    expect(createCustomSupplement({ name: 'Maca', use_case: 'Energy', dosage: '1 tsp', type: 'herb' })).toMatchObject({
      use_case: 'Energy',
      dosage: '1 tsp',
      type: 'herb',
    });
    expect(createCustomSupplement({ name: 'Maca', description: 'Libido' })?.use_case).toBe('Libido');
    expect(createCustomSupplement({ name: 'Fish oil', type: 'Fatty acid' })?.type).toBe('fatty-acid');
    expect(createCustomSupplement({ name: 'Maca', type: 'magic', dosage: ' ' })).toMatchObject({ type: 'other', dosage: 'As needed' });
  });
});

describe('custom ids', () => {
  it("are deterministic kebab slugs with a 'custom-' prefix", () => {
    expect(customCatalogueId("Child's Pose (Easy)")).toBe('custom-childs-pose-easy');
    expect(customCatalogueId('Café  Stretch')).toBe('custom-cafe-stretch');
    expect(customCatalogueId('Hula hoop')).toBe(customCatalogueId('  hula HOOP '));
    expect(isCustomCatalogueId('custom-hula-hoop')).toBe(true);
    expect(isCustomCatalogueId('cat-cow')).toBe(false);
    expect(toCatalogueSlug('  --  ')).toBe('');
  });

  it('fall back to a fingerprint for names with no Latin letters or digits', () => {
    const id = customCatalogueId('瑜伽');
    expect(id).toMatch(/^custom-[0-9a-f]{8}$/);
    expect(id).toBe(customCatalogueId(' 瑜伽 '));
    expect(id).not.toBe(customCatalogueId('太极'));
  });

  it('cut long names and keep them distinct', () => {
    const a = customCatalogueId(`${'very long exercise name '.repeat(5)}one`);
    const b = customCatalogueId(`${'very long exercise name '.repeat(5)}two`);
    expect(a).not.toBe(b);
    for (const id of [a, b]) {
      expect(id.length).toBeLessThanOrEqual('custom-'.length + MAX_CUSTOM_SLUG_LENGTH);
      expect(id).toMatch(CATALOGUE_ID_PATTERN);
    }
  });

  it('never collide with built-in ids', () => {
    expect([...EXERCISES, ...SUPPLEMENTS].some((e) => isCustomCatalogueId(e.id))).toBe(false);
  });

  it('property: any non-blank name gives a valid, deterministic custom id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''), (name) => {
        const exercise = createCustomExercise({ name });
        const supplement = createCustomSupplement({ name });
        return (
          exercise !== null &&
          supplement !== null &&
          exercise.id === supplement.id &&
          exercise.id === customCatalogueId(name) &&
          CATALOGUE_ID_PATTERN.test(exercise.id) &&
          isCustomCatalogueId(exercise.id) &&
          ExerciseSchema.safeParse(exercise).success &&
          SupplementSchema.safeParse(supplement).success
        );
      }),
    );
  });

  it('fingerprint is 8 hex digits and stable', () => {
    expect(fingerprint('')).toBe('811c9dc5');
    expect(fingerprint('abc')).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
  });
});
