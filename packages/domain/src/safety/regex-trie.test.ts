import { describe, expect, it } from 'vitest';
import { escapeRegExp, trieAlternation } from './regex-trie';

const flat = (words: readonly string[]): string =>
  `(?:${[...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})`;

describe('trieAlternation', () => {
  const words = ['thyroid', 'thyroid pills', 'thyroid tablets', 'the pill', 'hrt', 'hrt gel', 'co-codamol', 'a', 'ab', 'abc', 'b.c'];

  it('factors shared beginnings and tries the longer word first', () => {
    expect(trieAlternation(['thyroid', 'thyroid pills', 'the pill'])).toBe('th(?:yroid(?:\\s+pills|)|e\\s+pill)');
  });

  it('matches exactly what the flat alternation matches, at the same places', () => {
    const texts = [
      'my thyroid pills ran out',
      'stopped the thyroid  tablets',
      'thyroid',
      'the pillow',
      'hrt gel twice',
      'co-codamol and b.c and bxc',
      'abcd ab a',
      'nothing here',
    ];
    for (const suffix of ['', '(?:s)?\\b']) {
      const a = new RegExp(`\\b${flat(words)}${suffix}`, 'g');
      const b = new RegExp(`\\b(?:${trieAlternation(words)})${suffix}`, 'g');
      for (const t of texts) expect([...t.matchAll(b)].map((m) => [m.index, m[0]])).toEqual([...t.matchAll(a)].map((m) => [m.index, m[0]]));
    }
  });

  it('escapes what regexes treat specially and matches nothing for no words', () => {
    expect(new RegExp(`^${trieAlternation(['b.c'])}$`).test('bxc')).toBe(false);
    expect(new RegExp(trieAlternation([])).test('anything')).toBe(false);
  });

  it('escapeRegExp matches exactly its text, special characters included', () => {
    for (const w of ['b.c', 'a+b', '(x)', '[y]', 'c:\\d', '$5^2', 'a|b', 'q?*{1}']) {
      expect(new RegExp(`^${escapeRegExp(w)}$`).test(w)).toBe(true);
    }
    expect(new RegExp(`^${escapeRegExp('b.c')}$`).test('bxc')).toBe(false);
  });
});
