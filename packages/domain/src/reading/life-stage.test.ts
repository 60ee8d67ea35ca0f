import { describe, expect, it } from 'vitest';
import { BREASTFEEDING, PREGNANCY } from '../catalogues/safety-keywords';
import { lifeSignalsFrom } from '../coach/life-signals';
import { readNote } from './read-note';
import { LIFE_STAGE_WORDS } from './life-stage';

describe('one life-stage vocabulary (decision 140)', () => {
  it('life signals know every pregnancy and breastfeeding word supplement screening knows', () => {
    for (const w of PREGNANCY) expect(lifeSignalsFrom([`I am ${w === 'pregnancy' ? 'in my first pregnancy' : w}`]).pregnant, w).toBe(true);
    for (const w of BREASTFEEDING) expect(lifeSignalsFrom([`${w} at the moment`]).breastfeeding, w).toBe(true);
    expect(lifeSignalsFrom(['I breastfeed my son at night']).naturalCycle).toBe(false);
    expect(lifeSignalsFrom(['expecting twins in spring']).pregnant).toBe(true);
    expect(lifeSignalsFrom(['not breastfeeding any more']).breastfeeding).toBe(false);
  });

  it('the reading and life signals read hot flushes and night sweats with the same words', () => {
    const note = 'Two hot flashes in the night and night sweats again';
    expect(readNote(note).symptoms.map((s) => s.symptom)).toEqual(expect.arrayContaining(['hot flushes', 'night sweats']));
    const signals = lifeSignalsFrom([note]);
    expect([signals.hotFlushes, signals.nightSweats]).toEqual([true, true]);
    expect(LIFE_STAGE_WORDS.hotFlushes.test('hot flushing')).toBe(true);
  });
});
