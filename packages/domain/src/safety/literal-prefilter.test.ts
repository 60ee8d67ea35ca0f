import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiteralIndex, requiredLiterals } from './literal-prefilter';
import { RED_FLAG_RULES } from './triage';

describe('requiredLiterals', () => {
  it('reads the words every match holds', () => {
    expect(requiredLiterals(/\bchest (?:pain|tight\w*)\b/g)).toEqual(['chest ']);
    expect(requiredLiterals(/\b(?:pain|ache)s? in my (?:calf|leg)\b/g)).toHaveLength(8);
    expect(requiredLiterals(/\b(?:fainted|passed out)\b/g)?.sort()).toEqual(['fainted', 'passed out']);
  });
  it('drops what it cannot read (classes, lookarounds, optional parts), never inventing a constraint', () => {
    expect(requiredLiterals(/(?:blue )?lips/g)).toEqual(['lips']);
    expect(requiredLiterals(/lips(?! from the cold)/g)).toEqual(['lips']);
    expect(requiredLiterals(/(?<=\bnot )sure/g)).toEqual(['sure']);
    expect(requiredLiterals(/\d+ ?kg/g)).toEqual(['kg']);
    expect(requiredLiterals(/[34] stone/g)?.sort()).toEqual(['3 stone', '4 stone']);
    expect(requiredLiterals(/\w+|x/g)).toBeNull();
    expect(requiredLiterals(/(?:a|b)?/g)).toBeNull();
    expect(requiredLiterals(/chest/gi)).toBeNull();
  });
  it('reads escapes as the characters they stand for', () => {
    expect(requiredLiterals(/1\.5 ?mg/g)?.sort()).toEqual(['1.5 mg', '1.5mg']);
    expect(requiredLiterals(/w\/o meds/g)).toEqual(['w/o meds']);
  });
});

/** A pattern's source with its zero-width parts (\b, ^, $, lookarounds) taken out: a looser language to draw from. */
function loose(src: string): string {
  let out = '';
  let i = 0;
  const skipClass = (j: number): number => {
    let k = j + 1;
    if (src[k] === ']') k++;
    while (src[k] !== ']') k += src[k] === '\\' ? 2 : 1;
    return k;
  };
  while (i < src.length) {
    if (src[i] === '\\') {
      if (src[i + 1] !== 'b' && src[i + 1] !== 'B') out += src.slice(i, i + 2);
      i += 2;
    } else if (src[i] === '[') {
      const end = skipClass(i);
      out += src.slice(i, end + 1);
      i = end + 1;
    } else if (/^\(\?(?:=|!|<=|<!)/.test(src.slice(i, i + 4))) {
      let depth = 0;
      let j = i;
      for (; j < src.length; j++) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') j = skipClass(j);
        else if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      i = j + 1;
      if ('*+?'.includes(src[i] ?? '')) i++;
    } else {
      if (src[i] !== '^' && src[i] !== '$') out += src[i];
      i++;
    }
  }
  return out;
}

describe('LiteralIndex over the red-flag rules', () => {
  const index = new LiteralIndex(RED_FLAG_RULES.map((r) => r.pattern));
  it('reads a literal from every rule', () => {
    expect(RED_FLAG_RULES.filter((r) => requiredLiterals(r.pattern) === null)).toEqual([]);
  });
  it('never skips a rule that matches: strings drawn from each rule pass its filter', () => {
    let checked = 0;
    const skipped: string[] = [];
    RED_FLAG_RULES.forEach((r, k) => {
      const draw = fc.stringMatching(new RegExp(loose(r.pattern.source)));
      for (const text of fc.sample(draw, { numRuns: 6, seed: k })) {
        if (text.search(r.pattern) < 0) continue;
        checked++;
        if (index.candidates(text)[k] !== 1) skipped.push(`${k}: ${text}`);
      }
    });
    expect(skipped).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
  it('finds a rule whose words are inside a longer note, and none in a note without them', () => {
    const k = RED_FLAG_RULES.findIndex((r) => 'i fainted at work'.search(r.pattern) >= 0);
    expect(k).toBeGreaterThanOrEqual(0);
    expect(index.candidates('long day, then i fainted at work and came home')[k]).toBe(1);
    expect(index.anyMatch('lovely walk with the dog, slept well')).toBe(false);
  });
});

describe('requiredLiterals: every piece of pattern syntax', () => {
  it('reads quantifiers: braces, lazy, at least one', () => {
    expect(requiredLiterals(/ab{2}c/g)).toEqual(['b']);
    expect(requiredLiterals(/(?:chest){1}/g)).toEqual(['chest']);
    expect(requiredLiterals(/(?:pain )+now/g)?.sort()).toEqual(['pain ']);
    expect(requiredLiterals(/x{0,2}?sore/g)).toEqual(['sore']);
    expect(requiredLiterals(/(?:numb)*weak/g)).toEqual(['weak']);
    expect(requiredLiterals(/a{2,}blood/g)).toEqual(['blood']);
    expect(requiredLiterals(/\{not a count\}/g)).toEqual(['{not a count}']);
  });
  it('reads classes: ranges, escapes, shorthand, negation, wide ranges', () => {
    expect(requiredLiterals(/[a-c]x/g)?.sort()).toEqual(['ax', 'bx', 'cx']);
    expect(requiredLiterals(/[-\]]y/g)?.sort()).toEqual(['-y', ']y']);
    expect(requiredLiterals(/[\w-]+ pain/g)).toEqual([' pain']);
    expect(requiredLiterals(/[a-z] pain/g)).toEqual([' pain']);
    expect(requiredLiterals(/[a-\d] pain/g)).toEqual([' pain']);
    expect(requiredLiterals(/[^.!?] pain/g)).toEqual([' pain']);
    expect(requiredLiterals(/[\n\t]pain/g)?.sort()).toEqual(['\tpain', '\npain']);
  });
  it('reads groups and alternations that cannot be multiplied out', () => {
    const wide = new RegExp(`(?:${Array.from({ length: 70 }, (_, k) => `w${k}`).join('|')}) pain`, 'g');
    expect(requiredLiterals(wide)).toEqual([' pain']);
    expect(requiredLiterals(/(?:a|b|c|d|e)(?:f|g|h|i|j)(?:k|l|m|n|o)/g)).not.toBeNull();
    expect(requiredLiterals(/(chest) (pain)/g)).toEqual(['chest']);
    expect(requiredLiterals(/^$/g)).toBeNull();
  });
  it('gives up (runs the pattern always) on syntax it does not read', () => {
    expect(requiredLiterals(/(a)\1/g)).toBeNull();
    expect(requiredLiterals(/\x41bc/g)).toBeNull();
    expect(requiredLiterals(/\u0041bc/g)).toBeNull();
    expect(requiredLiterals(new RegExp('\\p{L}x', 'gu'))).toBeNull();
  });
});
