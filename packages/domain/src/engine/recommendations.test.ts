import { describe, expect, it } from 'vitest';
import { includedRoutines, recommendationFromText, recommendationToRoutineInput, toggleIncluded } from './recommendations';
import { CreateRoutineInputSchema } from '../schemas/routine';

describe('recommendations', () => {
  it('from an AI string: truncated title, keyword category, daily', () => {
    const text = ' Practice 10 minutes of mindful breathing every morning before breakfast ';
    expect(recommendationFromText(text)).toEqual({
      title: 'Practice 10 minutes of mindful breathing every ...',
      description: text.trim(),
      category: 'mindfulness',
      frequency: 'daily',
    });
  });
  it('to a personalised routine: daily, personalised, active', () => {
    const input = recommendationToRoutineInput(
      { title: 'Walk', description: 'Walk 20 min', category: 'movement', frequency: '3x a week' },
      'u1',
    );
    expect(input).toEqual({
      userId: 'u1',
      type: 'movement',
      label: 'Walk',
      notes: 'Walk 20 min',
      frequency: 'daily',
      subtasks: [],
      isPersonalized: true,
      active: true,
    });
    expect(CreateRoutineInputSchema.parse(input)).toEqual(input);
  });
  it('wizard included flag', () => {
    const rs = [{ included: true }, { included: false }, {}];
    expect(includedRoutines(rs)).toEqual([{ included: true }, {}]);
    expect(toggleIncluded({}).included).toBe(false);
    expect(toggleIncluded({ included: false }).included).toBe(true);
  });
});
