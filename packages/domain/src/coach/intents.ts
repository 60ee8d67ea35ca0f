// What a routine, task or recommendation is FOR, read from its words: two items with a shared
// intent are the same idea, however they are labelled ('Daily Daylight & Connection' and
// 'Morning Sunlight' are both daylight; 'Evening Relaxation Wind-Down' and 'Evening wind-down:
// screens off an hour before bed' are both a wind-down). Used to keep the coach from adding what
// she already has.
import { normalizeText } from '../safety/text';

export const INTENTS = [
  'daylight',
  'breathing',
  'wind-down',
  'walk',
  'mobility',
  'strength',
  'magnesium',
  'hydration',
  'balanced-meals',
  'seed-cycling',
  'cool-bedroom',
  'connection',
  'caffeine',
  'journaling',
  'meditation',
  'supplement-list',
  'gut-meals',
  'pelvic-floor',
] as const;
export type Intent = (typeof INTENTS)[number];

const INTENT_PATTERNS: ReadonlyArray<readonly [Intent, RegExp]> = [
  ['daylight', /\b(?:sunlight|daylight|morning light|outside (?:in the morning|soon after waking)|time outdoors|outdoors)\b/],
  ['breathing', /\bbreath\w*\b/],
  ['wind-down', /\b(?:wind[- ]?down|screens? off|screen-free|blue light|before bed|bedtime routine|sleep window|evening relax\w*)\b/],
  ['walk', /\bwalk(?:s|ing)?\b/],
  ['mobility', /\b(?:mobility|stretch\w*|yoga)\b/],
  ['strength', /\b(?:strength|weights|resistance)\b/],
  ['magnesium', /\bmagnesium\b/],
  ['hydration', /\b(?:glass(?:es)? of water|water first thing|hydrat\w*|lemon water|sips of water)\b/],
  ['balanced-meals', /\b(?:balanced (?:plate|meals?|breakfast)|blood[- ]sugar|protein and (?:fibre|fiber))\b/],
  ['seed-cycling', /\bseed cycling\b/],
  ['cool-bedroom', /\b(?:cool (?:bedroom|room)|light layers|hot flush\w*|night sweats?)\b/],
  ['connection', /\b(?:connect\w*|message (?:to )?someone|call someone|someone you like)\b/],
  ['caffeine', /\b(?:caffeine|caffeinated|coffee)\b/],
  ['journaling', /\b(?:journal\w*|three good things|brain dump|write down)\b/],
  ['meditation', /\b(?:meditat\w*|body scan|grounding|mindful\w*)\b/],
  ['supplement-list', /\bsupplement list\b/],
  ['gut-meals', /\b(?:gut-friendly|regular mealtimes|fibre slowly|after (?:a|your) (?:next )?meal)\b/],
  ['pelvic-floor', /\bpelvic floor\b/],
];

/** The intents named in a text. */
export function intentsOf(text: string): Set<Intent> {
  const n = normalizeText(text);
  const found = new Set<Intent>();
  for (const [intent, re] of INTENT_PATTERNS) if (re.test(n)) found.add(intent);
  return found;
}

/** Intents of an item: its title/label first; the longer text only when the title names none. */
export function primaryIntents(title: string, body = ''): Set<Intent> {
  const own = intentsOf(title);
  return own.size > 0 || body === '' ? own : intentsOf(body);
}

/** Whether two intent sets share an intent. */
export function sharesIntent(a: ReadonlySet<Intent>, b: ReadonlySet<Intent>): boolean {
  for (const i of a) if (b.has(i)) return true;
  return false;
}

/** What a routine covers: its label, notes and every subtask name and description. */
export function routineIntents(routine: {
  label: string;
  notes?: string | null;
  subtasks?: readonly { name: string; description?: string | null }[] | null;
}): Set<Intent> {
  const texts = [routine.label, routine.notes ?? '', ...(routine.subtasks ?? []).flatMap((s) => [s.name, s.description ?? ''])];
  return intentsOf(texts.join('. '));
}
