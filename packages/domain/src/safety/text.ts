// Small, pure text helpers shared by the safety checks and the rule-based coach.

const SPECIAL_CHARS = /[\u2018\u2019\u02bc\u0060\u00b4\u201c\u201d\u2013\u2014]/;
const MISSING_APOSTROPHE = /\b(can|don|won|didn|doesn|isn|wasn|haven|hasn|couldn|wouldn|shouldn|aren|weren)t\b/g;
const MESSY_SPACE = /\s{2,}|[\t\n\r\f\v\u00a0]|^\s|\s$/;

/** Lower-case, straighten quotes, collapse whitespace. Keeps sentence punctuation. */
export function normalizeText(text: string): string {
  let s = text.toLowerCase();
  // Round 29 (decision 172): Turkish "İ" lowercases to "i" and a combining dot, which no word pattern expects.
  if (s.includes('\u0307')) s = s.replace(/\u0307/g, '');
  if (SPECIAL_CHARS.test(s)) {
    s = s
      .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, ' - ');
  }
  if (s.includes('not')) s = s.replace(/\bcan ?not\b/g, "can't");
  if (s.includes('nt')) s = s.replace(MISSING_APOSTROPHE, "$1't");
  if (MESSY_SPACE.test(s)) s = s.replace(/\s+/g, ' ').trim();
  return s;
}

/** Titles whose full stop does not end a sentence ("Dr. Patel switched me"): for clauses and sentences alike. */
export const TITLE_BEFORE_STOP = '(?:dr|mrs?|ms|prof|st)';
const CLAUSE_ENDS = new RegExp(
  // Round 28 (decision 172): a slash or a bar with spaces either side separates a list's items ("no appetite / don't
  // see the point of waking up"), as a full stop does; "and/or", "1/10" and "24/7" have none.
  `(?:[!?;\\n]|(?<!\\d|\\b${TITLE_BEFORE_STOP})\\.|(?<!\\b${TITLE_BEFORE_STOP})\\.(?!\\d)|\\s[/|]\\s)+|,?\\s+\\b(?:but|however|although|though|except|yet)\\b\\s*`,
);

/**
 * Split normalised text into clauses: sentences, then "but / however / although / though"
 * so a negation in one clause ("no chest pain, but I fainted") does not leak into the next.
 */
export function splitClauses(normalized: string): string[] {
  return normalized
    // A point between digits is a decimal ("1.2kg", "38.9"), not the end of a sentence (decision 145).
    // A title's full stop ("dr. patel") is not one either (decision 159).
    .split(CLAUSE_ENDS)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** FNV-1a 32-bit hash — small, fast, deterministic across runtimes. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const NEGATORS = new Set([
  'no', 'not', 'never', 'without', "don't", "doesn't", "didn't", "haven't", "hasn't", "hadn't", "isn't", "wasn't",
  "aren't", "weren't", "won't", "wouldn't", 'nor', 'denies', 'deny', 'zero', 'free',
  // Scots (decision 162): "nae chest pain", "didnae faint", "wasnae sore".
  'nae', 'dinnae', 'didnae', 'doesnae', 'havnae', 'havenae', 'hasnae', 'wasnae', 'isnae', 'wouldnae', 'widnae',
]);
/** Words after a negator that make it a hedge rather than a negation ("not sure", "don't know"). */
// Round 14: a negated reporting verb ("I didn't mention that I stopped my venlafaxine") does not negate what is reported.
// Round 17 (decision 160): "I haven't told her I'm making myself sick": what she has not told is still the sign.
const HEDGES = new Set(['sure', 'certain', 'know', 'think', 'remember', 'understand', 'knowing', 'mention', 'tell', 'told', 'telling', 'admit', 'say', 'realise', 'realize']);
/** Words that end a negation's reach when scanning backwards. */
const SCOPE_BREAKERS = new Set(['and', 'then', 'now', 'so', 'because', 'since', 'after', 'when', 'while', 'until', 'which', 'suddenly', 'today', 'but']);
const NEGATION_WINDOW = 4;

/**
 * Whether the end of `before` (the clause text preceding a match) negates the match: a negator
 * within the last 4 words, not hedged ("not sure"), with no comma or scope breaker in between.
 */
export function isNegated(before: string): boolean {
  const words = before.split(' ').filter((w) => w.length > 0);
  for (let i = words.length - 1, seen = 0; i >= 0 && seen < NEGATION_WINDOW; i--, seen++) {
    const raw = words[i] as string;
    // A comma closes the previous phrase: "walked without stopping, chest pain after" fires.
    if (raw.endsWith(',')) return false;
    const word = raw.replace(/[:"()]/g, '');
    if (SCOPE_BREAKERS.has(word)) return false;
    if (NEGATORS.has(word)) {
      const next = words[i + 1]?.replace(/[,:"()]/g, '');
      if (next !== undefined && HEDGES.has(next)) continue;
      return true;
    }
  }
  return false;
}

/** A negator and the words it reaches (up to 4, until a comma or a word that ends its reach). */
const NEGATED_SPAN = new RegExp(
  `\\b(?:no|not|never|without|zero|nor|don't|doesn't|didn't|haven't|hasn't|hadn't|isn't|wasn't|aren't|weren't|free of|denies)\\b(?! (?:${[...HEDGES].join('|')})\\b)(?:\\s+(?!(?:and|then|now|so|because|since|after|when|while|until|but|suddenly|today)\\b)[\\w']+){0,4}`,
  'g',
);
/** Negations that are the sign itself, kept: "no feeling in my arm", "baby not moving", "can't breathe". */
const NEGATION_IS_THE_SIGN =
  /\b(?:no (?:feeling|sensation|movements?|kicks?|strength)|not (?:moving|kicking|been able|able)|(?:haven't|hasn't|didn't|not) (?:felt|feel|feeling) (?:the |my )?baby|won't (?:stop|move)|doesn't (?:stop|move)|not stopping|isn't stopping)\b/;

/** The unit with its negated words removed, or null when it has none to remove. */
export function withoutNegated(unit: string): string | null {
  if (NEGATION_IS_THE_SIGN.test(unit)) return null;
  const stripped = unit.replace(NEGATED_SPAN, ' ').replace(/\s{2,}/g, ' ').trim();
  return stripped === unit ? null : stripped;
}
