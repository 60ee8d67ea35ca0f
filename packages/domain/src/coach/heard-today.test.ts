import { describe, expect, it } from 'vitest';
import { heardToday } from './heard-today';

describe('heardToday', () => {
  it('lists what the adapted tasks answer, each once, in plan order', () => {
    const tasks = [
      { reasonTag: 'Daily routine' },
      { reasonTag: 'Adapted: lower back pain' },
      { reasonTag: 'Adapted: poor sleep' },
      { reasonTag: 'Adapted: lower back pain' },
      { reasonTag: 'Added today' },
    ];
    expect(heardToday(tasks)).toEqual(['lower back pain', 'poor sleep']);
  });

  it('is empty when nothing was adapted', () => {
    expect(heardToday([{ reasonTag: 'Daily routine' }])).toEqual([]);
  });
});
