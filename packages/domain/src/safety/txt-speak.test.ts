import { describe, expect, it } from 'vitest';
import { isTxtSpeak, readTxtSpeak, txtWord } from './txt-speak';

describe('txt speak (round 22, decision 167)', () => {
  it.each([
    ['chst', 'chest'],
    ['brth', 'breath'],
    ['wk', 'week'],
    ['wnt', 'want'],
    ['cnt', "can't"],
    ['thnkn', 'thinking'],
    ['walkn', 'walking'],
    ['hdache', 'headache'],
    ['prd', 'period'],
  ])('reads %j as %j', (word, key) => {
    expect(txtWord(word)).toBe(key);
  });

  it('leaves known words, abbreviations and real words alone', () => {
    for (const w of ['chest', 'lol', 'bp', 'hrt', 'tbh', 'skin']) expect(txtWord(w) === null || txtWord(w) === w).toBe(true);
  });

  it('reads only a note written in txt speak', () => {
    expect(isTxtSpeak('made a pan of soup, kids loved it')).toBe(false);
    expect(readTxtSpeak('made a pan of soup, kids loved it')).toBe('made a pan of soup, kids loved it');
    expect(isTxtSpeak('bp ok, hrt patch on, lol')).toBe(false);
    expect(readTxtSpeak('stmch rly bad, cnt stnd up, pukin')).toBe("stomach rly bad, can't stand up, puking");
    expect(readTxtSpeak('wrst hdache evr, thrw up 2day')).toBe('worst headache ever, threw up today');
  });

  it('reads "2" as "to" only before a verb or a place, never before a count', () => {
    expect(readTxtSpeak('hrd 2 brth, had 2 pads on')).toBe('hard to breath, had 2 pads on');
  });
});
