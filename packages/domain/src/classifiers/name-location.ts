import { MAX_LOCATION_LENGTH, MAX_NAME_LENGTH } from '../schemas/limits';

export interface NameAndLocation {
  name?: string;
  location?: string;
}

// A captured value runs to the first comma, period or newline (§5), or the end of the answer.
const VALUE = '([^,.\\n\\r]+)';
/** "my name is Sarah", "Name's Sarah" (case-insensitive, whole words). */
export const NAME_PATTERN = new RegExp(`\\bname(?:\\s+is|'s|’s)\\s+${VALUE}`, 'i');
/** "I live in Leeds", "I'm located in Leeds", "based in Leeds" — preferred over "from". */
export const LOCATION_PATTERN = new RegExp(`\\b(?:live|lives|living|located|based)\\s+(?:in|near)\\s+${VALUE}`, 'i');
/** "I'm from Leeds" — used only when no live-in / located-in phrase is present. */
export const FROM_PATTERN = new RegExp(`\\bfrom\\s+${VALUE}`, 'i');

// One word of a name: letters of any script (accents included), inner hyphens and apostrophes
// ("Anne-Marie", "O'Connor", "Zoë").
const NAME_WORD = "\\p{L}[\\p{L}\\p{M}]*(?:['’-]\\p{L}[\\p{L}\\p{M}]*)*";
const NAME_WORD_RE = new RegExp(`^${NAME_WORD}$`, 'u');

/**
 * Words that follow "I'm" / "I am" / "call me" / start an answer but are not names: feelings,
 * states, roles, fillers ("I am tired", "I'm 47", "I'm a mum", "I'm from Leeds").
 */
const NOT_A_NAME = new Set(
  `a an the and but so or not just really very quite pretty totally always also still currently
  tired exhausted feeling feel fine ok okay good well great sick ill unwell stressed anxious depressed
  struggling looking trying hoping new here there back going living based located from in at on of
  with without sure sorry glad happy sad worried busy overwhelmed burnt burned burnout done fed
  married single divorced widowed pregnant perimenopausal menopausal postmenopausal retired working
  mum mom mother mummy wife teacher nurse doctor student mother-of-two carer writer designer
  hi hello hey dear yes no age aged years year old i me my myself im it its this that we you they
  she he her his our currently recently constantly suffering dealing coping living getting
  hormonal bloated sore stiff achy injured recovering healing cold hot sleepy awake up down
  about around over under almost nearly late early early-40s mid forty fifty sixty thirty twenty
  interested excited nervous keen ready desperate frustrated confused lost unsure
  lives live moved move work works worked have having has had been got get mostly usually generally
  honestly basically overall lately help please thanks thank hormones sleep stress pain energy
  morning evening afternoon today yesterday menopause perimenopause period periods cycle`.split(/\s+/),
);

/** Words that cannot be a location on their own ("I suffer from anxiety", "from work"). */
const NOT_A_PLACE = new Set(
  `anxiety depression stress pain chronic back neck fatigue insomnia migraines migraine headaches
  pcos endometriosis ibs work home time burnout injury surgery illness a an the my his her their
  morning night day days week weeks month months year years childbirth pregnancy menopause birth
  hot sleep poor low bad`.split(/\s+/),
);

/** An age on its own: "47", "47 yo", "47 years old", "aged 47". */
const AGE = /^(?:aged\s+)?\d{1,3}(?:\s*(?:y\/?o|yo|years?(?:\s+old)?))?$/i;

const TRAILING_CUT = /\s+(?:and|but|with|where|who|which|because|since|for|i|i'm|im|i’m|&|-|–|—)\b.*$/i;

function clean(value: string | undefined, max: number): string | undefined {
  const v = value?.trim().replace(/[\s!?;:)"'”’]+$/u, '').slice(0, max).trim();
  return v ? v : undefined;
}

const isCapitalised = (w: string): boolean => /^\p{Lu}/u.test(w);

/**
 * The name at the start of `text`: one to three name words ("Priya", "Anne-Marie", "Mary Anne",
 * "Sinéad O'Connor"). Later words are taken only when capitalised (so "Priya and I…" stops at
 * "Priya"). The first word must be capitalised unless `lowercaseOk` (she typed all lower case).
 */
function nameAtStart(text: string, lowercaseOk: boolean): string | undefined {
  const tokens = text.trim().split(/\s+/);
  const taken: string[] = [];
  for (const raw of tokens) {
    const w = raw.replace(/[,.!?;:)]+$/u, '');
    if (!NAME_WORD_RE.test(w) || NOT_A_NAME.has(w.toLowerCase())) break;
    if (taken.length === 0 ? !(isCapitalised(w) || lowercaseOk) : !isCapitalised(w)) break;
    taken.push(w);
    if (taken.length === 3 || w !== raw) break; // punctuation ends the name
  }
  if (taken.length === 0) return undefined;
  return taken.map((w) => (isCapitalised(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}

/** A place phrase: cut at conjunctions ("Leeds and I have…"), must not be a symptom or filler. */
function placeFrom(value: string | undefined, requireCapital: boolean): string | undefined {
  if (value === undefined) return undefined;
  const v = value.replace(TRAILING_CUT, '').trim().replace(/[\s!?;:)]+$/u, '');
  if (v === '' || /\d/.test(v.split(/\s+/)[0] ?? '')) return undefined;
  const first = (v.split(/\s+/)[0] ?? '').toLowerCase();
  if (NOT_A_PLACE.has(first) && !(first === 'the' && /^the\s+\p{Lu}/u.test(v))) return undefined;
  if (requireCapital && !isCapitalised(v.replace(/^the\s+/i, ''))) return undefined;
  return v;
}

const INTRO_PATTERNS: readonly RegExp[] = [
  /\bcall\s+me\s+(.+)/iu,
  /\b(?:i['’]m|im|i\s+am|it['’]s|this\s+is)\s+(.+)/iu,
];
const GREETING = /^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))(?:\s+(?:there|all|everyone))?\b[\s,!.:-]*/iu;

function extractName(answer: string, lowercaseOk: boolean): string | undefined {
  // 1. The spec's pattern: "my name is X" / "name's X".
  const spec = NAME_PATTERN.exec(answer)?.[1];
  if (spec !== undefined) {
    const n = nameAtStart(spec, true);
    if (n !== undefined) return n;
  }
  // 2. "call me X", "I'm X", "I am X" (never "I am tired").
  for (const re of INTRO_PATTERNS) {
    for (const m of answer.matchAll(new RegExp(re.source, 'giu'))) {
      const n = nameAtStart(m[1] ?? '', lowercaseOk);
      if (n !== undefined) return n;
    }
  }
  // 3. A name opening the answer: "Priya here", "Priya, Leeds", "Priya, 47, Leeds", "Priya from Leeds".
  const opening = answer.replace(GREETING, '');
  const n = nameAtStart(opening, lowercaseOk);
  if (n === undefined) return undefined;
  const rest = opening.trim().slice(n.length).trim();
  if (rest === '' || /^[.!](?:\s|$)/u.test(rest) || /^[,;:-]?\s*(?:here|from)\b/i.test(rest)) return n;
  // "Priya, Leeds" / "Priya, 47, Leeds": what follows the comma is an age or a place.
  const next = /^[,;:-]\s*([^,.\n\r]*)/u.exec(rest)?.[1]?.trim() ?? '';
  if (AGE.test(next) || (placeFrom(next, !lowercaseOk) !== undefined && !/\b(?:i|i'm|im|i’m|my|me)\b/i.test(next))) return n;
  return undefined;
}

function extractLocation(answer: string, name: string | undefined, lowercaseOk: boolean): string | undefined {
  // 1. The spec's patterns: "live in / located in X", then "from X".
  const live = placeFrom(LOCATION_PATTERN.exec(answer)?.[1], false);
  if (live !== undefined) return live;
  for (const m of answer.matchAll(new RegExp(FROM_PATTERN.source, 'giu'))) {
    const before = answer.slice(0, m.index).trim().toLowerCase();
    // "I'm from Leeds" / "Priya from Leeds" need no capital; "suffer from …" needs one.
    const introduced = /(?:\bi['’]?m|\bi am|\bam|\boriginally|\bcome|\bhail|,)$/.test(before) ||
      (name !== undefined && before.endsWith(name.toLowerCase()));
    const place = placeFrom(m[1], !(introduced && lowercaseOk) && !introduced);
    if (place !== undefined) return place;
  }
  // 2. "Priya, Leeds" / "Priya, 47, Leeds": a later comma-separated part that looks like a place.
  if (name !== undefined) {
    const parts = answer.replace(GREETING, '').split(/[,.\n\r]/).map((p) => p.trim());
    if (parts[0] !== undefined && parts[0].toLowerCase().startsWith(name.toLowerCase())) {
      for (const part of parts.slice(1)) {
        if (AGE.test(part)) continue;
        const p = part.replace(/[.!?]+$/u, '');
        const place = placeFrom(p, !lowercaseOk);
        if (place !== undefined && place.split(/\s+/).length <= 4) return place;
        break;
      }
    }
  }
  return undefined;
}

/**
 * Name and location from the first onboarding answer (§5). Absent parts are undefined.
 * The spec's patterns come first ("my name is X", "live in / located in / from Y", each value
 * ending at a comma, period or newline); then the common ways people say it: "I'm X", "I am X",
 * "call me X", "X here", "X, from Y", "X, 47, Leeds". Never "I am tired" → 'Tired'.
 * Example: "Hi, my name is Ana. I live in Porto, Portugal" → { name: 'Ana', location: 'Porto' }.
 */
export function extractNameAndLocation(answer: string): NameAndLocation {
  const lowercaseOk = answer === answer.toLowerCase();
  const name = clean(extractName(answer, lowercaseOk), MAX_NAME_LENGTH);
  const location = clean(extractLocation(answer, name, lowercaseOk), MAX_LOCATION_LENGTH);
  const result: NameAndLocation = {};
  if (name !== undefined) result.name = name;
  if (location !== undefined) result.location = location.charAt(0).toUpperCase() + location.slice(1);
  return result;
}
