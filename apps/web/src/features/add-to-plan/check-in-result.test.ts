import { describe, expect, it } from 'vitest';
import { checkInResult, doneCountWords } from './check-in-result';

const t = (label: string, source: string, status = 'pending') => ({ label, source, status, routineId: null }) as never;

describe("a check-in's result in words", () => {
  it('names what it added and the day count', () => {
    const before = [t('Walk', 'routine', 'done'), t('Stretch', 'routine')];
    const after = [...before, t('Gentle mobility for your back', 'adjustment_add'), t('Breathing', 'routine', 'done'), t('Water', 'manual')];
    expect(checkInResult(before, after, true)).toBe('Plan adapted: added Gentle mobility for your back; 2 of 5 done');
    expect(checkInResult(after, after, false)).toBe('Note saved; 2 of 5 done');
    expect(doneCountWords(after)).toBe('2 of 5 done');
  });
});
