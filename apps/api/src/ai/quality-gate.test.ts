import { describe, expect, it } from 'vitest';
import {
  dedupeSentences,
  gateItems,
  gateText,
  intentKey,
  isEcho,
  isBareMention,
  isFieldName,
  isNotWords,
  isRepetitive,
  outsideCatalogue,
  sameIntent,
} from './quality-gate';

// What SmolLM2-135M actually produced against the app (docs/decisions/036), and what must still pass.
describe('quality gate', () => {
  it('catches degenerate loops and repairs them when something is left', () => {
    const loop = 'I am so happy. '.repeat(40).trim();
    expect(isRepetitive(loop)).toBe(true);
    expect(gateText(loop, [])).toBeNull(); // 'I am so happy.' alone is too short to be a note
    expect(isRepetitive('You did well to rest. Try a short walk after lunch, then an early night.')).toBe(false);
    expect(isRepetitive('take a walk take a walk take a walk every day')).toBe(true);
    const repaired = gateText('Rest is progress. Rest is progress. A short walk after lunch will help your energy.', []);
    expect(repaired).toBe('Rest is progress. A short walk after lunch will help your energy.');
    expect(dedupeSentences('A b c. A b c. D e f.')).toBe('A b c. D e f.');
    // A note must be finished sentences (SmolLM2 wrote 'Fuel and energy, and the ability to sleep well').
    expect(gateText('Fuel and energy, and the ability to sleep well', [], 20, { sentence: true })).toBeNull();
    expect(gateText('Go gently today; rest counts as progress.', [], 20, { sentence: true })).toBe('Go gently today; rest counts as progress.');
  });

  it('catches echoes of the input', () => {
    const note = 'Tired today, knees ache after the stairs; slept maybe five hours.';
    expect(isEcho('Tired today, knees ache', [note])).toBe(true);
    expect(isEcho('Tired today, knees ache after the stairs; slept maybe five hours.', [note])).toBe(true);
    expect(isEcho('Knee-friendly stretching', [note])).toBe(false);
    expect(isEcho('Rest your knees and go to bed early tonight', [note])).toBe(false);
  });

  it('refuses field names and non-words as labels', () => {
    for (const bad of ['healthConditions', 'sleepHours', 'stress_level', 'label', 'Description', 'null', '{}', '###', 'zzzxq qwrtp', '12345']) {
      expect(isFieldName(bad) || isNotWords(bad), bad).toBe(true);
    }
    for (const good of ['Morning walk', 'Vitamin D with breakfast', 'Omega-3 with dinner', 'Legs-up-the-wall rest', 'Box breathing (4-4-4-4)']) {
      expect(isFieldName(good) || isNotWords(good), good).toBe(false);
    }
  });

  it('sees duplicates by intent, not by spelling', () => {
    expect(sameIntent('Take a 10-minute walk', 'Walk for 10 minutes')).toBe(true);
    expect(sameIntent('Morning walks', 'morning walk')).toBe(true);
    expect(sameIntent('Morning walk', 'Evening journaling')).toBe(false);
    expect(intentKey('Add a daily evening stretch')).toEqual(['evening', 'stretch']);
  });

  it('a label that only names a symptom or her words is not an action', () => {
    const sources = ['Tired today, knees ache', 'fatigue', 'knee pain'];
    expect(isBareMention('Fatigue', sources)).toBe(true);
    expect(isBareMention('Knee pain', sources)).toBe(true);
    expect(isBareMention('Gentle knee stretches', sources)).toBe(false);
    expect(isBareMention('Early night', sources)).toBe(false);
  });

  it('gateItems drops bad items and repeats, counting why', () => {
    const items = [
      ...Array.from({ length: 8 }, () => ({ label: 'Practice mindfulness' })),
      { label: 'healthConditions' },
      { label: 'sleepHours' },
      { label: 'Tired today, knees ache' },
      { label: 'Protein breakfast' },
    ];
    const res = gateItems(items, { label: (i) => i.label, inputs: ['Tired today, knees ache'] });
    expect(res.kept.map((i) => i.label)).toEqual(['Practice mindfulness', 'Protein breakfast']);
    expect(res.dropped).toEqual({ duplicate: 7, field_name: 2, echo: 1 });
  });

  it('a supplement item screening cannot clear is outside the catalogue', () => {
    const thyroid = { medications: 'Levothyroxine', healthConditions: 'Hypothyroidism' };
    expect(outsideCatalogue('Take moonflower essence drops', true, {})).toBe(true); // unknown supplement
    expect(outsideCatalogue('Ashwagandha at night', true, thyroid)).toBe(true); // known, not for her
    expect(outsideCatalogue('Magnesium glycinate before bed', true, {})).toBe(false);
    expect(outsideCatalogue('A short walk after lunch', false, thyroid)).toBe(false);
  });
});
