import { describe, expect, it } from 'vitest';
import { correctSpelling, correctedWord } from './spelling';

describe('the speller reads a misspelt sign word as she meant it (decision 159)', () => {
  it.each([
    ['hevy', 'heavy'],
    ['bleding', 'bleeding'],
    ['peroid', 'period'],
    ['breth', 'breath'],
    ['propaly', 'properly'],
    ['munths', 'months'],
    ['sertrline', 'sertraline'],
    ['curtin', 'curtain'],
  ])('%s → %s', (typed, meant) => {
    expect(correctedWord(typed)).toBe(meant);
  });

  it.each(['very', 'wait', 'standing', 'blessing', 'bread', 'words', 'bloods', 'binged', 'cat', 'scone', 'weighs'])(
    'leaves a real word or a form of a key word alone: %s',
    (word) => {
      expect(correctedWord(word)).toBeNull();
    },
  );

  it('changes only the misspelt words of a note, and not words joined to an apostrophe', () => {
    expect(correctSpelling("my peroid is so hevy, the month's worst")).toBe("my period is so heavy, the month's worst");
  });
});
