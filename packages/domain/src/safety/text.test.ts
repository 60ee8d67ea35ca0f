import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';
import { hashString, isNegated, normalizeText, splitClauses } from './text';

describe('normalizeText', () => {
  it('lower-cases, straightens quotes, fixes contractions and collapses spaces', () => {
    expect(normalizeText('  I Don\u2019t   know\u2014REALLY \u201cok\u201d  ')).toBe('i don\'t know - really "ok"');
    expect(normalizeText('I cannot, I dont, I can not')).toBe("i can't, i don't, i can't");
    expect(normalizeText('plain text')).toBe('plain text');
  });
});

describe('splitClauses / splitSentences', () => {
  it('splits on punctuation and contrast words', () => {
    expect(splitClauses('no pain, but i fainted. fine; ok! really? although tired')).toEqual([
      'no pain',
      'i fainted',
      'fine',
      'ok',
      'really',
      'tired',
    ]);
  });
  it('keeps a decimal point inside a clause (decision 145)', () => {
    expect(splitClauses('1.2kg down since last week. temp 38.9 tonight.')).toEqual(['1.2kg down since last week', 'temp 38.9 tonight']);
    expect(splitClauses('at 32 weeks.2 hours later fine')).toEqual(['at 32 weeks', '2 hours later fine']);
  });
  it('keeps decimals and splits lines', () => {
    expect(splitSentences('Drink 1.5 litres. Walk!\nRest   ')).toEqual(['Drink 1.5 litres.', 'Walk!', 'Rest']);
  });
});

describe('isNegated', () => {
  it.each([
    ['no', true],
    ['i have no', true],
    ['never had any', true],
    ["i'm not sure if it's", false],
    ["i don't know if this is", false],
    ["i haven't slept and now have", false],
    ['walked without stopping,', false],
    ['no chest pain or', true],
    ['i had', false],
    ['', false],
  ] as const)('%j → %s', (before, expected) => expect(isNegated(before)).toBe(expected));
});

describe('hashString', () => {
  it('is deterministic and spreads values', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    expect(hashString('')).toBe(0x811c9dc5);
  });
});
