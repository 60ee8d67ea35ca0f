import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsAnyKeyword, containsKeyword, wordMatchesKeyword, words } from './keywords';

describe('words', () => {
  it('lower-cases, strips accents and splits on non-letters', () => {
    expect(words("Stress-free, I'm TIRED; café 24/7")).toEqual(['stress', 'free', 'i', 'm', 'tired', 'cafe']);
    expect(words('')).toEqual([]);
    expect(words('123 !!')).toEqual([]);
  });
});

describe('keyword policy', () => {
  it.each([
    ['stress', 'stressed'],
    ['stress', 'stressful'],
    ['stress', 'stresses'],
    ['exercise', 'exercising'],
    ['exercise', 'exercises'],
    ['exercise', 'exercised'],
    ['injury', 'injuries'],
    ['hormone', 'hormonal'],
    ['meditat', 'meditation'],
    ['meditat', 'meditate'],
    ['meditat', 'meditating'],
    ['mindful', 'mindfulness'],
    ['breath', 'breathing'],
    ['breath', 'breathe'],
    ['eat', 'eating'],
    ['eat', 'eaten'],
    ['pain', 'painful'],
    ['sleep', 'sleepless'],
    ['relax', 'relaxation'],
    ['stiff', 'stiffness'],
    ['diet', 'dietary'],
    ['walk', 'walks'],
    ['back', 'back'],
    ['remedy', 'remedied'],
  ])('%s matches %s', (kw, word) => {
    expect(wordMatchesKeyword(word, kw)).toBe(true);
  });

  it.each([
    ['back', 'backpack'],
    ['eat', 'great'],
    ['eat', 'sweat'],
    ['eat', 'eatery'],
    ['pill', 'pillow'],
    ['rest', 'restaurant'],
    ['rest', 'interest'],
    ['sleep', 'asleep'],
    ['neck', 'necklace'],
    ['active', 'inactive'],
    ['mood', 'moodboard'],
    ['pain', 'spain'],
    ['gym', 'gymnastics'],
    ['injury', 'injure'],
  ])('%s does not match %s', (kw, word) => {
    expect(wordMatchesKeyword(word, kw)).toBe(false);
  });

  it('is case-insensitive in text and keyword', () => {
    expect(containsKeyword('BACK PAIN', 'back')).toBe(true);
    expect(containsKeyword('my back', 'BACK')).toBe(true);
    expect(containsKeyword('I carry a backpack', 'back')).toBe(false);
    expect(containsAnyKeyword('', ['x'])).toBe(false);
    expect(containsAnyKeyword('late snacks', ['gym', 'snack'])).toBe(true);
  });

  it('property: a keyword surrounded by separators always matches; glued letters before it never do', () => {
    const kw = fc.constantFrom('stress', 'back', 'eat', 'pain', 'sleep', 'fatigue', 'pill', 'walk');
    const sep = fc.constantFrom(' ', ', ', '.', '\n', '-', '!');
    const filler = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(kw, sep, sep, filler, filler, (k, s1, s2, a, b) => {
        expect(containsKeyword(`${a}${s1}${k.toUpperCase()}${s2}${b}`, k)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(kw, fc.stringMatching(/^[a-z]{1,5}$/), (k, prefix) => {
        expect(wordMatchesKeyword(prefix + k, k)).toBe(false);
      }),
    );
  });
});
