import { describe, expect, it } from 'vitest';
import { heardToday } from './heard-today';

describe('heardToday', () => {
  it('lists what the adapted tasks answer (their structured reason), each once, in plan order', () => {
    const tasks = [
      { reasonTag: 'Daily routine' },
      { reasonTag: 'Adapted: lower back pain', heard: 'lower back pain' },
      { reasonTag: 'Adapted: poor sleep', heard: 'poor sleep' },
      { reasonTag: 'Adapted: lower back pain', heard: 'lower back pain' },
      { reasonTag: 'Added today' },
    ];
    expect(heardToday(tasks)).toEqual(['lower back pain', 'poor sleep']);
  });

  it('is empty when nothing was adapted, and never parses display text', () => {
    expect(heardToday([{ reasonTag: 'Daily routine' } as { heard?: string }])).toEqual([]);
    expect(heardToday([{ reasonTag: 'Adapted: poor sleep' } as { heard?: string }])).toEqual([]);
  });
});
