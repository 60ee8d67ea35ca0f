// Keyword matching shared by every classifier.
//
// Policy (deliberate, tested in keywords.test.ts):
// - Case-insensitive. Text is split into words of letters only (a-z after lower-casing and
//   removing accents); digits, spaces, hyphens, apostrophes and punctuation all separate words.
// - A keyword matches a word when the word IS the keyword, or the keyword followed by one of a
//   fixed list of English suffixes (KEYWORD_SUFFIXES: plural, -ed, -ing, -ful, -ness, -ion …).
//   A keyword ending in 'e' may drop it before a suffix (exercise → exercising); one ending in
//   'y' may become 'ies'/'ied' (injury → injuries).
// - Never a match inside a word: 'backpack' is not 'back', 'great' is not 'eat', 'pillow' is not
//   'pill', 'restaurant' is not 'rest', 'asleep' is not 'sleep'.
// The spec's stems ('meditat', 'mindful', 'breath') work under the same rule:
// meditat+ion, mindful+ness, breath+ing.

/** Suffixes a keyword may carry and still match. */
export const KEYWORD_SUFFIXES = [
  '',
  's',
  'es',
  'd',
  'ed',
  'ing',
  'er',
  'ers',
  'y',
  'ly',
  'ful',
  'fully',
  'ness',
  'less',
  'al',
  'ally',
  'ary',
  'ion',
  'ions',
  'ation',
  'ations',
  'e',
  'ive',
  'en',
  'ening',
] as const;

/** Lower-case words of letters only, accents removed. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  );
}

/** Every word form a keyword matches under the policy above (computed once per keyword). */
const formsCache = new Map<string, ReadonlySet<string>>();

export function keywordForms(keyword: string): ReadonlySet<string> {
  const kw = keyword.toLowerCase();
  let forms = formsCache.get(kw);
  if (forms) return forms;
  const set = new Set<string>();
  for (const suffix of KEYWORD_SUFFIXES) set.add(kw + suffix);
  if (kw.endsWith('e')) {
    const stem = kw.slice(0, -1);
    for (const suffix of KEYWORD_SUFFIXES) if (/^[aeiouy]/.test(suffix)) set.add(stem + suffix);
  }
  if (kw.endsWith('y')) {
    const stem = kw.slice(0, -1);
    set.add(`${stem}ies`);
    set.add(`${stem}ied`);
  }
  forms = set;
  formsCache.set(kw, forms);
  return forms;
}

/** Whether one word matches one keyword under the policy above. */
export function wordMatchesKeyword(word: string, keyword: string): boolean {
  return keywordForms(keyword).has(word);
}

/** Whether any word of `text` matches `keyword`. */
export function containsKeyword(text: string, keyword: string): boolean {
  return words(text).some((w) => wordMatchesKeyword(w, keyword));
}

/** Whether any word of `text` matches any of `keywords`. */
export function containsAnyKeyword(text: string, keywords: readonly string[]): boolean {
  const ws = new Set(words(text));
  for (const kw of keywords) {
    for (const form of keywordForms(kw)) if (ws.has(form)) return true;
  }
  return false;
}
