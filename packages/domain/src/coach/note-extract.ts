// Rule-based llmExtract: mood, energy, pain and symptoms read from a free-text or voice note.
// Levels are words the engine's levelScore understands ('low', 'ok', 'good', 'high') or 0–10
// numbers when the note gives one ("energy 4/10"). Negated mentions ("no headache") are ignored.
import type { LlmExtractObject } from '../schemas';
import { isNegated, normalizeText, splitClauses } from '../safety/text';

export const SYMPTOMS = [
  'poor sleep',
  'fatigue',
  'brain fog',
  'headache',
  'back pain',
  'neck pain',
  'shoulder pain',
  'knee pain',
  'hip pain',
  'joint pain',
  'stiffness',
  'cramps',
  'bloating',
  'digestive upset',
  'nausea',
  'hot flushes',
  'night sweats',
  'cravings',
  'stress',
  'anxiety',
  'low mood',
  'irritability',
] as const;
export type Symptom = (typeof SYMPTOMS)[number];

const SYMPTOM_PATTERNS: ReadonlyArray<readonly [Symptom, RegExp]> = [
  ['poor sleep', /\b(?:slept (?:badly|poorly|terribly|awfully|horribly|very little|little|bad|awful|terrible)|(?:bad|poor|terrible|awful|broken|restless|rough|sleepless) (?:night|nights|sleep|night's sleep)|(?:couldn't|can't|could not|didn't|did not) (?:sleep|fall asleep|get to sleep|stay asleep)|insomnia|woke (?:up )?(?:at \d|early|several times|a lot|multiple times|constantly|every hour|repeatedly)|waking (?:up )?(?:at \d|in the night|during the night|early|a lot)|kept waking|up all night|barely slept|hardly slept|tossing and turning|sleep (?:was|has been) (?:bad|poor|awful|terrible|rubbish|broken|patchy))/g],
  ['fatigue', /\b(?:tired|exhausted|exhaustion|fatigue|fatigued|drained|wiped out|no energy|low energy|sluggish|knackered|worn out|lethargic|running on empty|shattered)\b/g],
  ['brain fog', /\b(?:brain fog|foggy|can't focus|can't concentrate|fuzzy head)\b/g],
  ['headache', /\b(?:headaches?|migraines?|head (?:hurts|aches|is pounding|is sore))\b/g],
  ['back pain', /\b(?:(?:lower |upper )?back (?:pain|ache|aches|aching|hurts|hurting|is sore|is killing me|is stiff|twinge|spasm)|backache|sore (?:lower )?back|(?:pain|ache|aching|twinge) in (?:my )?(?:lower |upper )?back|sciatica)\b/g],
  ['neck pain', /\b(?:neck (?:pain|ache|aches|hurts|is sore|is stiff)|stiff neck|sore neck|crick in my neck)\b/g],
  ['shoulder pain', /\b(?:shoulders? (?:pain|ache|aches|hurts?|is sore|are sore)|sore shoulders?)\b/g],
  ['knee pain', /\b(?:knees? (?:pain|ache|aches|hurts?|is sore|are sore)|sore knees?)\b/g],
  ['hip pain', /\b(?:hips? (?:pain|ache|aches|hurts?|is sore|are sore)|sore hips?)\b/g],
  ['joint pain', /\b(?:joint pain|joints? (?:ache|aches|hurt|hurts|are sore)|achy joints|aching joints|arthritis flare)\b/g],
  ['stiffness', /\b(?:stiff|stiffness|achy|aching all over)\b/g],
  ['cramps', /\b(?:cramps|cramping|period pain|menstrual pain)\b/g],
  ['bloating', /\b(?:bloat(?:ed|ing)?|gassy|swollen belly)\b/g],
  ['digestive upset', /\b(?:constipat\w*|indigestion|reflux|heartburn|upset (?:stomach|tummy)|stomach (?:ache|upset|is upset)|tummy (?:ache|upset)|diarrh\w*|ibs flare)\b/g],
  ['nausea', /\b(?:nause\w*|queasy|felt sick|feel sick|feeling sick)\b/g],
  ['hot flushes', /\bhot (?:flush|flash)(?:es)?\b/g],
  ['night sweats', /\bnight sweats?\b/g],
  ['cravings', /\bcrav(?:ings?|ing)\b/g],
  ['stress', /\b(?:stress(?:ed|ful)?|overwhelm(?:ed|ing)?|under pressure|frazzled|burn(?:ed|t)? out|burnout)\b/g],
  ['anxiety', /\b(?:anxious|anxiety|panic(?:ky)?|worried|on edge|nervous|racing thoughts)\b/g],
  ['low mood', /\b(?:low mood|mood (?:is |was |has been )?(?:low|down|bad|rubbish)|(?:feeling|feel|felt) (?:low|down|blue|flat|sad)|sad|depressed|tearful|cried|crying|miserable)\b/g],
  ['irritability', /\b(?:irritable|irritated|snappy|short[- ]tempered|cranky|grumpy|moody)\b/g],
];

const GOOD = /\b(?:great|good|well rested|rested|slept (?:well|great)|energi[sz]ed|feeling (?:better|strong|positive)|amazing|fantastic|happy|calm|full of energy)\b/;
const HIGH_ENERGY = /\b(?:energi[sz]ed|lots of energy|high energy|full of energy|buzzing)\b/;
const SEVERE_PAIN = /\b(?:severe|terrible|awful|unbearable|really bad|killing me|excruciating|worst)\b/;
const MILD_PAIN = /\b(?:mild|slight|slightly|a bit|a little|little|twinge|niggle)\b/;

const levelPattern = (name: string): RegExp =>
  new RegExp(`\\b${name}(?: level)?(?: is| was| at| of|:)? ?(\\d{1,2})(?: ?/ ?10| out of 10)?\\b`);
const LEVEL_PATTERNS = { mood: levelPattern('mood'), energy: levelPattern('energy'), pain: levelPattern('pain') } as const;

function level(n: string, name: keyof typeof LEVEL_PATTERNS): number | undefined {
  const m = LEVEL_PATTERNS[name].exec(n);
  if (m === null) return undefined;
  const v = Number(m[1]);
  return v <= 10 ? v : undefined;
}

const PAIN_SYMPTOMS: readonly Symptom[] = ['back pain', 'neck pain', 'shoulder pain', 'knee pain', 'hip pain', 'joint pain', 'headache', 'cramps'];

/** "a bit better", "fewer hot flushes": the symptom is there but easing. */
const EASING = /\b(?:better|easing|eased|improving|improved|fewer|less|milder)\b/;

/** Symptoms mentioned (and not negated) in a note, with the words she used and whether she says it is easing, in SYMPTOMS order. */
export function noteSymptomMentions(note: string): { symptom: Symptom; words: string; easing: boolean }[] {
  const clauses = splitClauses(normalizeText(note));
  const found = new Map<Symptom, string>();
  const easing = new Set<Symptom>();
  for (const [symptom, re] of SYMPTOM_PATTERNS) {
    for (const clause of clauses) {
      let hit: string | undefined;
      for (const m of clause.matchAll(re)) {
        if (!isNegated(clause.slice(0, m.index))) {
          hit = m[0];
          break;
        }
      }
      if (hit !== undefined) {
        found.set(symptom, hit);
        if (EASING.test(clause)) easing.add(symptom);
        break;
      }
    }
  }
  return SYMPTOMS.filter((s) => found.has(s)).map((s) => ({ symptom: s, words: found.get(s) as string, easing: easing.has(s) }));
}

/** Symptoms mentioned (and not negated) in a note, in SYMPTOMS order. */
export function detectSymptoms(note: string): Symptom[] {
  return noteSymptomMentions(note).map((m) => m.symptom);
}

/** Read mood, energy, pain and symptoms from a note (the rule-based llmExtract). */
export function extractFromNote(note: string): LlmExtractObject {
  const n = normalizeText(note);
  const symptoms = detectSymptoms(note);
  const has = (s: Symptom): boolean => symptoms.includes(s);
  const out: LlmExtractObject = { symptoms };

  const mood = level(n, 'mood');
  if (mood !== undefined) out.mood = mood;
  else if (has('low mood')) out.mood = 'low';
  else if (has('anxiety')) out.mood = 'anxious';
  else if (has('stress')) out.mood = 'stressed';
  else if (has('irritability')) out.mood = 'irritable';
  else if (GOOD.test(n)) out.mood = 'good';

  const energy = level(n, 'energy');
  if (energy !== undefined) out.energy = energy;
  else if (has('fatigue') || has('brain fog')) out.energy = 'low';
  else if (HIGH_ENERGY.test(n)) out.energy = 'high';
  else if (GOOD.test(n)) out.energy = 'good';

  const pain = level(n, 'pain');
  if (pain !== undefined) out.pain = pain;
  else if (symptoms.some((s) => PAIN_SYMPTOMS.includes(s) || s === 'stiffness')) {
    out.pain = SEVERE_PAIN.test(n) ? 'severe' : MILD_PAIN.test(n) ? 'mild' : 'moderate';
  }
  return out;
}
