import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerList,
  buildPersonalizedProfile,
  challengesFromAnswers,
  detectFocusAreas,
  focusAreaMatches,
  focusChipsFromProfile,
  FOCUS_AREA_KEYWORDS,
} from './focus-areas';
import { categorizeRecommendation, routineTypeFromLabel } from './categorize';
import { readNote, summarySymptoms } from '../reading';
import { extractNameAndLocation } from './name-location';
import { FOCUS_AREAS } from '../constants/enums';
import { MAX_INSIGHTS } from '../constants/program';

describe('extractNameAndLocation', () => {
  it.each([
    ['My name is Ana, and I live in Porto, Portugal.', { name: 'Ana', location: 'Porto' }],
    ['Hi! my NAME IS Sarah Jones.\nI am located in Austin. ', { name: 'Sarah Jones', location: 'Austin' }],
    ["Name's Kim. From Leeds", { name: 'Kim', location: 'Leeds' }],
    ['I live in Cape Town\nname is Thandi', { name: 'Thandi', location: 'Cape Town' }],
    ['Lives in Oslo', { location: 'Oslo' }],
    ['I am 42 and tired', {}],
    ['', {}],
    ['my name is  , I live in .', {}],
  ])('%j', (answer, expected) => {
    expect(extractNameAndLocation(answer)).toEqual(expected);
  });
  it('prefers live in / located in over from', () => {
    expect(extractNameAndLocation('I moved from Lisbon and now live in Berlin.').location).toBe('Berlin');
  });
  it('needs whole words', () => {
    expect(extractNameAndLocation('My nickname is Bo').name).toBeUndefined();
    expect(extractNameAndLocation('My surname is Lee').name).toBeUndefined();
    expect(extractNameAndLocation('I deliver information, fromage lover').location).toBeUndefined();
    expect(extractNameAndLocation('I suffer from migraines.').location).toBeUndefined();
  });
  it('captures up to comma, period or newline and caps length', () => {
    const r = extractNameAndLocation(`name is ${'A'.repeat(300)}`);
    expect(r.name).toHaveLength(100);
  });
  it('property: captured values never contain a comma, period or newline and are trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        const r = extractNameAndLocation(`${a} my name is ${b} I live in ${a}`);
        for (const v of [r.name, r.location]) {
          if (v !== undefined) {
            expect(v).not.toMatch(/[,.\n\r]/);
            expect(v).toBe(v.trim());
            expect(v.length).toBeGreaterThan(0);
          }
        }
      }),
    );
  });
});

describe('focus areas', () => {
  it('has the six areas with the spec keywords', () => {
    expect(Object.keys(FOCUS_AREA_KEYWORDS)).toEqual([...FOCUS_AREAS]);
    expect(FOCUS_AREA_KEYWORDS.mobility).toEqual(['pain', 'stiff', 'mobility', 'movement', 'joint', 'stretch', 'back', 'neck']);
    expect(FOCUS_AREA_KEYWORDS.chronic_issues).toContain('autoimmune');
  });
  it.each([
    ['I feel overwhelmed and stressed', 'emotional_health'],
    ['I go to the gym', 'physical_fitness'],
    ['I eat out at restaurants a lot', 'diet'],
    ['my neck is stiff', 'mobility'],
    ['always tired, need rest', 'recovery'],
    ['autoimmune condition', 'chronic_issues'],
  ])('%j → %s', (answer, area) => {
    expect(detectFocusAreas([answer])).toEqual([area]);
  });
  it('backpack is not back pain; restaurant is diet, not recovery', () => {
    expect(detectFocusAreas(['I carry a heavy backpack'])).toEqual([]);
    expect(detectFocusAreas(['restaurant'])).toEqual(['diet']);
  });
  it('returns areas in spec order, at most 4', () => {
    const all = ['chronic illness', 'massage', 'joint pain', 'cook', 'cardio', 'anxiety'];
    expect(detectFocusAreas(all)).toEqual(['emotional_health', 'physical_fitness', 'diet', 'mobility']);
    expect(detectFocusAreas(all, 6)).toEqual([...FOCUS_AREAS]);
    expect(detectFocusAreas(all, -1)).toEqual([]);
    expect(MAX_INSIGHTS).toBe(4);
  });
  it('reads a responses map in question order and ignores blanks', () => {
    expect(answerList({ current_support: 'b', basic_info: 'a' })).toEqual(['a', 'b']);
    expect(focusAreaMatches({ basic_info: '  ', hormone_symptoms: ' stress ' }).emotional_health).toEqual(['stress']);
  });
  it('builds the lifestyle profile lists', () => {
    const p = buildPersonalizedProfile(['I am stressed and tired', 'I cook at home']);
    expect(p).toEqual({
      emotionalHealth: ['I am stressed and tired'],
      physicalFitness: [],
      diet: ['I cook at home'],
      mobility: [],
      recovery: ['I am stressed and tired'],
      chronicIssues: [],
    });
  });
  it('sends at most 3 focus-area names as challenges', () => {
    expect(challengesFromAnswers(['anxiety', 'gym', 'snacks', 'pain'])).toEqual([
      'Emotional Health',
      'Physical Fitness',
      'Diet & Nutrition',
    ]);
  });
  it('weekly focus chips: keys with non-empty lists, at most 4', () => {
    expect(focusChipsFromProfile(null)).toEqual([]);
    expect(
      focusChipsFromProfile({ a: ['x'], b: [], c: 'text', d: ['y'], e: ['z'], f: ['w'], g: ['v'] }),
    ).toEqual(['a', 'd', 'e', 'f']);
  });
  it('property: at most MAX_INSIGHTS, no duplicates, spec order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 5 }), (answers) => {
        const areas = detectFocusAreas(answers);
        expect(areas.length).toBeLessThanOrEqual(MAX_INSIGHTS);
        expect(new Set(areas).size).toBe(areas.length);
        const idx = areas.map((a) => FOCUS_AREAS.indexOf(a));
        expect([...idx].sort((x, y) => x - y)).toEqual(idx);
      }),
    );
  });
});

describe('categorizeRecommendation', () => {
  it.each([
    ['Practice mindful breathing', 'mindfulness'],
    ['Meditate for 10 minutes', 'mindfulness'],
    ['Take a 20-minute walk', 'movement'],
    ['Stretch before bed', 'movement'],
    ['Eat a protein-rich breakfast', 'nutrition'],
    ['Plan your meals', 'nutrition'],
    ['Take a vitamin D supplement', 'supplement'],
    ['A pill organiser', 'supplement'],
    ['Journal each night', 'other'],
    ['Use a silk pillow', 'other'],
    ['Great sweaty sessions', 'other'],
  ])('%j → %s', (text, category) => {
    expect(categorizeRecommendation(text)).toBe(category);
  });
  it('first category in spec order wins', () => {
    expect(categorizeRecommendation('Walk to reduce stress')).toBe('mindfulness');
    expect(categorizeRecommendation('Eat after your walk')).toBe('movement');
  });
});

describe('routineTypeFromLabel', () => {
  it.each([
    ['Morning Yoga', 'movement'],
    ['Hormone-Supporting Movement', 'movement'],
    ['Hydration: drink water', 'nutrition'],
    ['Balanced Meals', 'nutrition'],
    ['Breathing Break', 'mindfulness'],
    ['Stress Relief', 'mindfulness'],
    ['Evening Magnesium', 'supplement'],
    ['Vitamins', 'supplement'],
    ['Morning Hormone Balance Ritual', 'other'],
    ['Evening Wind-Down', 'other'],
    ['Waterfall hike', 'other'],
  ])('%j → %s', (label, type) => {
    expect(routineTypeFromLabel(label)).toBe(type);
  });
  it('movement wins over later types', () => {
    expect(routineTypeFromLabel('Walk and water')).toBe('movement');
  });
});

describe('summarySymptoms (the §9 words, read from the reading)', () => {
  it('finds the six words in order, each once, and hot flushes after them', () => {
    expect(summarySymptoms([readNote('Mood low. Slept badly, sleep broken. Digestive upset and back pain; fatigue; stressed. Two hot flushes.')])).toEqual([
      'fatigue',
      'stress',
      'sleep',
      'pain',
      'mood',
      'digestive',
      'hot flushes',
    ]);
    expect(summarySymptoms([readNote('')])).toEqual([]);
    expect(summarySymptoms([readNote('Spain trip, asleep early')])).toEqual([]);
    expect(summarySymptoms([readNote('No pain today, not stressed')])).toEqual([]);
  });
});
