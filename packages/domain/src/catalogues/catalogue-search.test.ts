import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEARCH_MAX_RESULTS, CATALOGUE_SEARCH_MIN_CHARS, searchExercises, searchSupplements } from './catalogue-search';
import { createCustomExercise, createCustomSupplement } from './custom-entries';
import { EXERCISES } from './exercises';
import { SUPPLEMENTS } from './supplements';

const fold = (s: string) => s.toLowerCase();

describe('catalogue search limits', () => {
  it('uses the §9 limits', () => {
    expect(CATALOGUE_SEARCH_MIN_CHARS).toBe(1);
    expect(CATALOGUE_SEARCH_MAX_RESULTS).toBe(8);
  });

  it('returns nothing for an empty or blank query', () => {
    for (const query of ['', ' ', '   \t\n']) {
      expect(searchExercises(query)).toEqual([]);
      expect(searchSupplements(query)).toEqual([]);
    }
    expect(searchExercises(undefined as unknown as string)).toEqual([]);
  });

  it('starts at one character and caps results at 8', () => {
    const exercises = searchExercises('a');
    expect(exercises).toHaveLength(8);
    const supplements = searchSupplements('m');
    expect(supplements.length).toBeGreaterThan(0);
    expect(supplements.length).toBeLessThanOrEqual(8);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchExercises('zzzqqq')).toEqual([]);
    expect(searchSupplements('zzzqqq')).toEqual([]);
  });
});

describe('searchExercises', () => {
  it('matches name case-insensitively and ranks name-prefix matches first', () => {
    const results = searchExercises('CAT');
    expect(results[0]?.id).toBe('cat-cow');
    expect(results.map((r) => r.id)).toContain('seated-cat-cow');
  });

  it('ranks name matches before category, purpose and description matches', () => {
    const results = searchExercises('neck');
    expect(results.slice(0, 2).map((r) => r.id)).toEqual(['neck-half-circles', 'neck-rotations']);
    expect(results[2]?.id).toBe('side-neck-stretch');
    expect(results).toHaveLength(8);
    const firstNonName = results.findIndex((r) => !fold(r.name).includes('neck'));
    expect(results.slice(firstNonName).every((r) => !fold(r.name).includes('neck'))).toBe(true);
  });

  it('matches on category, purpose and description', () => {
    expect(searchExercises('upper-back').every((r) => r.category === 'upper-back' || /upper.back/i.test(`${r.purpose} ${r.description}`))).toBe(true);
    expect(searchExercises('upper back').length).toBeGreaterThan(0);
    expect(searchExercises('piriformis').map((r) => r.id)).toEqual(['figure-four-stretch']);
    expect(searchExercises('goal posts').map((r) => r.id)).toEqual(['cactus-arms']);
    expect(searchExercises('ankles').every((r) => r.category === 'ankles' || /ankles/i.test(r.description))).toBe(true);
  });

  it('ignores apostrophes and hyphen/space differences', () => {
    expect(searchExercises('childs pose')[0]?.id).toBe('childs-pose');
    expect(searchExercises('cat cow')[0]?.id).toBe('cat-cow');
  });

  it("flags selected items as added ('Added', disabled)", () => {
    const results = searchExercises('bridge', { selectedIds: ['glute-bridge'] });
    expect(results.find((r) => r.id === 'glute-bridge')?.added).toBe(true);
    expect(results.find((r) => r.id === 'single-leg-glute-bridge')?.added).toBe(false);
    expect(searchExercises('bridge').every((r) => r.added === false)).toBe(true);
  });

  it('can search a custom catalogue including custom entries', () => {
    const custom = createCustomExercise({ name: 'Hula hoop' })!;
    const results = searchExercises('hula', { catalogue: [...EXERCISES, custom], selectedIds: [custom.id] });
    expect(results).toEqual([{ ...custom, added: true }]);
  });

  it('does not mutate the catalogue', () => {
    const before = JSON.stringify(EXERCISES);
    const [first] = searchExercises('c', { selectedIds: EXERCISES.map((e) => e.id) });
    expect(first?.added).toBe(true);
    expect(JSON.stringify(EXERCISES)).toBe(before);
    expect('added' in EXERCISES[0]!).toBe(false);
  });
});

describe('searchSupplements', () => {
  it('matches on name, use_case or type', () => {
    expect(searchSupplements('magnesium')[0]?.id).toBe('magnesium-glycinate');
    expect(searchSupplements('sleep').map((r) => r.id)).toEqual(expect.arrayContaining(['melatonin', 'magnesium-glycinate']));
    expect(searchSupplements('herb').map((r) => r.id).sort()).toEqual(['ashwagandha', 'chasteberry-vitex', 'curcumin', 'rhodiola']);
    expect(searchSupplements('fatty acid').map((r) => r.id).sort()).toEqual(['evening-primrose-oil', 'omega-3']);
  });

  it('does not match on dosage or safety text', () => {
    expect(searchSupplements('mcg').map((r) => r.id)).toEqual([]);
    expect(searchSupplements('levothyroxine')).toEqual([]);
  });

  it('ranks name matches first', () => {
    const results = searchSupplements('vitamin');
    expect(results.slice(0, 4).map((r) => r.id)).toEqual(['vitamin-d3', 'vitamin-b12', 'vitamin-b6', 'vitamin-c']);
    const d = searchSupplements('d3');
    expect(d[0]?.id).toBe('vitamin-d3');
  });

  it('flags added supplements and searches custom entries', () => {
    const custom = createCustomSupplement({ name: 'Maca root', use_case: 'Libido and energy' })!;
    const results = searchSupplements('energy', { catalogue: [...SUPPLEMENTS, custom], selectedIds: ['vitamin-b12', custom.id] });
    expect(results.find((r) => r.id === 'vitamin-b12')?.added).toBe(true);
    expect(results.find((r) => r.id === custom.id)?.added).toBe(true);
    expect(results.filter((r) => r.added)).toHaveLength(2);
  });
});

describe('catalogue search properties', () => {
  const query = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('a', 'e', 'neck', 'stretch', 'vit', 'sleep', 'core', 'B', ' hip ', 'ö'),
  );

  it('never exceeds 8 results, and every result matches a searchable field', () => {
    fc.assert(
      fc.property(query, (q) => {
        const needle = q.trim();
        const ex = searchExercises(q);
        const sup = searchSupplements(q);
        if (needle === '') return ex.length === 0 && sup.length === 0;
        const norm = (s: string) =>
          s
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .replace(/['\u2018\u2019\u02bc`]/g, '')
            .replace(/[-\s]+/g, ' ')
            .trim();
        return (
          ex.length <= 8 &&
          sup.length <= 8 &&
          ex.every((r) => [r.name, r.description, r.category, r.purpose].some((f) => norm(f).includes(norm(needle)))) &&
          sup.every((r) => [r.name, r.use_case, r.type].some((f) => norm(f).includes(norm(needle))))
        );
      }),
    );
  });

  it('marks added exactly for selected ids', () => {
    fc.assert(
      fc.property(fc.subarray(EXERCISES.map((e) => e.id)), fc.constantFrom('a', 'stretch', 'e', 'o'), (selectedIds, q) => {
        const selected = new Set(selectedIds);
        return searchExercises(q, { selectedIds }).every((r) => r.added === selected.has(r.id));
      }),
    );
  });
});
