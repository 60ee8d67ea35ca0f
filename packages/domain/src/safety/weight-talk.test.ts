import { describe, expect, it } from 'vitest';
import { containsCalorieOrWeightTarget, MEDICAL_DISCLAIMER, SAFE_NUTRITION_REPLACEMENT, scrubUnsafeAdvice } from './weight-talk';

const UNSAFE = [
  'Aim for 1200 calories a day.',
  'Keep to a 1,500-calorie diet.',
  'Create a 500 kcal deficit.',
  'Stay in a calorie deficit this week.',
  'Start counting calories at lunch.',
  'You could lose 5 kg before summer.',
  'Try to drop 10 pounds by next month.',
  'Shed 2 stone with this plan.',
  'Aim for 1-2 lbs per week.',
  'That is 3 kg off already!',
  'Set a goal weight to stay motivated.',
  'Get to a BMI of 22.',
  'Lose 10% of your body weight.',
  'Burn 300 cal on the bike.',
  'Calories in vs calories out is all that matters.',
];
const SAFE = [
  'Take 200-400 mg of magnesium glycinate in the evening.',
  'Walk 10,000 steps if you can.',
  'Drink 8 glasses of water.',
  'Deadlift 20 kg with good form.',
  'Eat a balanced breakfast with protein and fibre.',
  'Get 10-15 minutes of morning sunlight.',
  'Weight training twice a week builds strength.',
  'Drink 1.5 litres of water.',
  MEDICAL_DISCLAIMER,
];

describe('containsCalorieOrWeightTarget', () => {
  it.each(UNSAFE.map((t) => [t]))('flags %j', (text) => expect(containsCalorieOrWeightTarget(text)).toBe(true));
  it.each(SAFE.map((t) => [t]))('accepts %j', (text) => expect(containsCalorieOrWeightTarget(text)).toBe(false));
});

describe('scrubUnsafeAdvice', () => {
  it('returns clean text unchanged', () => {
    expect(scrubUnsafeAdvice('Walk after dinner. Drink 1.5 litres of water.')).toBe('Walk after dinner. Drink 1.5 litres of water.');
  });
  it('drops only the offending sentences', () => {
    const out = scrubUnsafeAdvice('Eat regular meals. Aim for 1200 calories a day! Walk after dinner.\nLose 5 kg by June.');
    expect(out).toBe('Eat regular meals. Walk after dinner.');
    expect(containsCalorieOrWeightTarget(out)).toBe(false);
  });
  it('replaces fully unsafe text with a gentle, number-free line', () => {
    expect(scrubUnsafeAdvice('Eat 1200 calories.')).toBe(SAFE_NUTRITION_REPLACEMENT);
    expect(containsCalorieOrWeightTarget(SAFE_NUTRITION_REPLACEMENT)).toBe(false);
  });
  it('the disclaimer says it is not medical advice', () => {
    expect(MEDICAL_DISCLAIMER).toMatch(/^This is general wellness guidance, not medical advice\./);
  });
});

describe('verdict memo', () => {
  it('stays correct after the memo fills up', () => {
    for (let i = 0; i < 4200; i++) containsCalorieOrWeightTarget(`walk ${i} minutes`);
    expect(containsCalorieOrWeightTarget('Eat 900 calories')).toBe(true);
    expect(containsCalorieOrWeightTarget('Eat 900 calories')).toBe(true);
    expect(containsCalorieOrWeightTarget('walk 5 minutes')).toBe(false);
  });
});
