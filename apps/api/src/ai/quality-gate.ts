// The quality gate between the model and anything stored or shown (docs/decisions/036). Pure functions.
// A small model loops ("I am so happy. I am so happy…"), echoes its input, repeats one item eight
// times and returns field names ('healthConditions') as labels. Items that fail are dropped
// (repairs); when too little is left, or nothing the rules did not already say, the whole answer
// is rejected and the rule coach answers (the log says why).
import {
  findSupplementsInText,
  isAutoRecommendableFor,
  type SupplementScreeningProfile,
} from '@cadence/domain';

export type ItemProblem = 'repetition' | 'echo' | 'field_name' | 'not_words' | 'duplicate' | 'outside_catalogue' | 'unknown_routine';

/** The whole answer was rejected: the rule coach answers; `reason` and `detail` are logged. */
export class QualityRejection extends Error {
  constructor(
    readonly reason: 'too_few_items' | 'nothing_added' | 'empty_answer',
    readonly detail: string = '',
  ) {
    super(`quality gate: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'QualityRejection';
  }
}

/** Words of a text, lower case, letters and digits only. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A degenerate loop: a repeated sentence, a phrase repeated three times, or very few distinct words. */
export function isRepetitive(text: string): boolean {
  const seen = new Set<string>();
  for (const s of sentences(text)) {
    const key = tokens(s).join(' ');
    if (key.split(' ').length >= 3 && seen.has(key)) return true;
    seen.add(key);
  }
  const words = tokens(text);
  if (words.length < 8) return false;
  const grams = new Map<string, number>();
  for (let i = 0; i + 3 <= words.length; i++) {
    const g = words.slice(i, i + 3).join(' ');
    const n = (grams.get(g) ?? 0) + 1;
    if (n >= 3) return true;
    grams.set(g, n);
  }
  return words.length >= 16 && new Set(words).size / words.length < 0.45;
}

/** Keeps the first occurrence of each sentence (repairs a loop when something else remains). */
export function dedupeSentences(text: string): string {
  const seen = new Set<string>();
  return sentences(text)
    .filter((s) => {
      const key = tokens(s).join(' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}

/** The text copies its input: a short text found verbatim in it, or most of a longer one's 4-word runs. */
export function isEcho(text: string, inputs: readonly string[]): boolean {
  const words = tokens(text);
  if (words.length < 2) return false;
  const phrase = ` ${words.join(' ')} `;
  for (const input of inputs) {
    const inputWords = tokens(input);
    if (inputWords.length < 2) continue;
    const haystack = ` ${inputWords.join(' ')} `;
    if (words.length <= 6) {
      if (haystack.includes(phrase) && words.length >= Math.min(3, inputWords.length)) return true; // 'tired today knees'
      continue;
    }
    const runs = new Set<string>();
    for (let i = 0; i + 4 <= inputWords.length; i++) runs.add(inputWords.slice(i, i + 4).join(' '));
    let copied = 0;
    let total = 0;
    for (let i = 0; i + 4 <= words.length; i++, total++) if (runs.has(words.slice(i, i + 4).join(' '))) copied++;
    if (total > 0 && copied / total >= 0.5) return true;
  }
  return false;
}

/** Keys of the coach's input and output JSON, which a small model returns as if they were content. */
const FIELD_NAMES = new Set(
  [
    'healthConditions', 'medications', 'sleepHours', 'sleepHoursPerNight', 'stressLevel', 'exerciseLevel', 'pregnancyStatus',
    'pregnancy', 'challenges', 'goals', 'conditions', 'profile', 'label', 'title', 'description', 'rationale', 'type',
    'category', 'priority', 'routineType', 'subtasks', 'name', 'coachNote', 'llmExtract', 'adjustments', 'recommendations',
    'focusAreas', 'programTitle', 'mood', 'energy', 'pain', 'symptoms', 'routines', 'frequency', 'included', 'tasks',
    'status', 'themes', 'daysAgo', 'completed', 'string', 'null', 'undefined', 'object', 'array', 'number', 'true', 'false',
    'json', 'schema', 'example', 'todo', 'n/a',
  ].map((f) => f.toLowerCase()),
);

/** camelCase, snake_case or a known key: a field name, not a label. */
export function isFieldName(label: string): boolean {
  const t = label.trim();
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(t) || /^[a-z0-9]+(?:_[a-z0-9]+)+$/i.test(t)) return true;
  return FIELD_NAMES.has(t.toLowerCase().replace(/[\s_-]/g, '')) || FIELD_NAMES.has(t.toLowerCase());
}

/** Not made of words: symbols, code, digits, or letter runs no language has. */
export function isNotWords(label: string): boolean {
  if (/[{}[\]<>|\\`$#=_]/.test(label)) return true;
  const parts = label.split(/[\s/,;:()&+.!?"-]+/).filter((p) => p.length >= 2 && !/^\d+$/.test(p));
  const wordLike = parts.filter((p) => /^[A-Za-z\u00C0-\u024F'’]+$/.test(p) && p.length >= 2 && /[aeiouyAEIOUY\u00C0-\u024F]/.test(p) && !/(.)\1\1/.test(p));
  if (wordLike.length === 0) return true;
  return wordLike.length / parts.length < 0.6;
}

const STOP = new Set(
  'a an the and or to of for in on at with your you my her this that some more less daily day each every per try do make get have take keep add remove modify new gentle simple quick short easy minute minutes min mins times time'.split(' '),
);

/** What an item is about, ignoring filler words and simple plural/-ing/-ed endings. */
export function intentKey(label: string): string[] {
  const stems = tokens(label)
    .filter((w) => !STOP.has(w) && !/^\d+$/.test(w))
    .map((w) => (w.length > 3 ? w.replace(/(?<!s)s$/, '') : w));
  return [...new Set(stems)].sort();
}

/** Same intent: the same key words, or nearly (Jaccard ≥ 0.75). */
export function sameIntent(a: string, b: string): boolean {
  const ka = intentKey(a);
  const kb = intentKey(b);
  if (ka.length === 0 || kb.length === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = ka.filter((w) => kb.includes(w)).length;
  return shared / new Set([...ka, ...kb]).size >= 0.75;
}

/**
 * A label that only names something she said or a symptom ('Fatigue', 'Knee pain'): one or two
 * key words, all found in `sources`. Not an action, so not an item.
 */
export function isBareMention(label: string, sources: readonly string[]): boolean {
  const key = intentKey(label);
  if (key.length === 0 || key.length > 2) return false;
  const found = new Set(sources.flatMap((s) => intentKey(s)));
  return key.every((w) => found.has(w));
}

/** A label's own problem, if any. */
export function labelProblem(label: string, inputs: readonly string[]): ItemProblem | null {
  if (isFieldName(label)) return 'field_name';
  if (isNotWords(label)) return 'not_words';
  if (isRepetitive(label)) return 'repetition';
  if (isEcho(label, inputs)) return 'echo';
  return null;
}

/**
 * A supplement item must name catalogue supplements that this person can take: an unknown
 * supplement cannot be cleared by screening, so it is not shown.
 */
export function outsideCatalogue(text: string, isSupplement: boolean, profile: SupplementScreeningProfile): boolean {
  const found = findSupplementsInText(text);
  if (isSupplement && found.length === 0) return true;
  return found.some((s) => !isAutoRecommendableFor(s, profile));
}

export interface GateResult<T> {
  kept: T[];
  dropped: Record<string, number>;
}

/**
 * Drops items whose label (or text) fails, then later items with the same intent as an earlier one.
 * `check` adds item-specific problems (catalogue, unknown routine).
 */
export function gateItems<T>(
  items: readonly T[],
  opts: { label: (item: T) => string; texts?: (item: T) => string[]; inputs: readonly string[]; check?: (item: T) => ItemProblem | null },
): GateResult<T> {
  const kept: T[] = [];
  const dropped: Record<string, number> = {};
  const drop = (p: ItemProblem) => void (dropped[p] = (dropped[p] ?? 0) + 1);
  for (const item of items) {
    const label = opts.label(item);
    const problem =
      labelProblem(label, opts.inputs) ??
      (opts.texts?.(item).some((t) => t && (isRepetitive(t) || isEcho(t, opts.inputs))) ? 'repetition' : null) ??
      opts.check?.(item) ??
      null;
    if (problem) drop(problem);
    else if (kept.some((k) => sameIntent(opts.label(k), label))) drop('duplicate');
    else kept.push(item);
  }
  return { kept, dropped };
}

/** The items that say something the rules' answer does not (by intent). */
export function newComparedTo<T, R>(items: readonly T[], rules: readonly R[], label: (item: T) => string, ruleLabel: (item: R) => string): T[] {
  return items.filter((i) => !rules.some((r) => sameIntent(label(i), ruleLabel(r))));
}

/** 'duplicate×7, field_name×1' */
export function describeDropped(dropped: Record<string, number>): string {
  return Object.entries(dropped)
    .map(([k, n]) => `${k}×${n}`)
    .join(', ');
}

/**
 * A free-text field (coach note, title): repaired when a loop leaves something, else null.
 * `sentence`: it must read as finished sentences (a note cut off mid-phrase is refused).
 */
export function gateText(text: string, inputs: readonly string[], minLength = 12, opts: { sentence?: boolean } = {}): string | null {
  let t = text.trim();
  if (isRepetitive(t)) {
    // A loop is repaired only when at least two different sentences remain.
    t = dedupeSentences(t);
    if (sentences(t).length < 2) return null;
  }
  if (t.length < minLength || isRepetitive(t) || isEcho(t, inputs) || isFieldName(t) || isNotWords(t)) return null;
  if (opts.sentence && !/[.!?…]["'”’)]?$/.test(t)) return null;
  return t;
}
