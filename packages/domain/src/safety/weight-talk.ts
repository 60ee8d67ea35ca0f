// No calorie targets or weight-loss quantities anywhere in coach output (rule or LLM).
// Detection is sentence-based; scrubbing drops the offending sentences and, if nothing is left,
// returns a gentle, number-free replacement.
import { splitSentences } from './sentences';

// Its own module, so the web app can show it without loading the scrubbing patterns below.
export { MEDICAL_DISCLAIMER } from './disclaimer';

/** What a fully scrubbed text is replaced with. */
export const SAFE_NUTRITION_REPLACEMENT =
  'Focus on regular, nourishing meals that leave you satisfied and energised.';

const MASS_UNIT = '(?:lbs?|pounds?|kgs?|kilos?|kilograms?|stones?|st)';
const NUMBER = '\\d[\\d.,]*(?:\\s*(?:-|to|–)\\s*\\d[\\d.,]*)?';

const WEIGHT_TALK_PATTERNS: readonly RegExp[] = [
  // calorie numbers: "1200 calories", "500 kcal", "1,500-calorie diet", "-500 cal"
  new RegExp(`${NUMBER}\\s*-?\\s*(?:k?cals?|kilocalories|calories|calorie)\\b`, 'i'),
  // calorie targets without a number
  /\bcalorie (?:deficit|target|goal|limit|budget|intake goal|allowance|count)\b/i,
  /\b(?:count|counting|track|tracking|cut|cutting|restrict|restricting|reduce|reducing|limit|limiting|slash) (?:your |my |the )?calories\b/i,
  /\bcalories? (?:in|out) (?:vs\.?|versus) calories? (?:in|out)\b/i,
  // weight-loss quantities: "lose 5 kg", "drop 10 pounds", "shed 2 stone"
  new RegExp(`\\b(?:lose|losing|lost|drop|dropping|shed|shedding|cut|cutting|burn|burning|melt|trim|get rid of)\\b[^.!?\\n]{0,30}?${NUMBER}\\s*${MASS_UNIT}\\b`, 'i'),
  // "5 kg a week", "2 lbs per week", "10 pounds off", "3 kg lighter"
  new RegExp(`${NUMBER}\\s*${MASS_UNIT}\\b[^.!?\\n]{0,20}?\\b(?:a|per|each|every) (?:week|month|day|fortnight)\\b`, 'i'),
  new RegExp(`${NUMBER}\\s*${MASS_UNIT}\\s*(?:off|down|lighter|of weight loss|weight loss)\\b`, 'i'),
  // weight targets
  /\b(?:goal|target|ideal|dream) weight\b/i,
  /\bweight[- ]loss (?:goal|target) of\b/i,
  /\b(?:bmi|body fat) (?:of|under|below|target|goal)\s*\d/i,
  // a percentage of body weight to lose
  new RegExp(`\\b(?:lose|drop|shed)\\b[^.!?\\n]{0,20}?${NUMBER}\\s*%`, 'i'),
];

/** Cheap pre-check: every pattern needs a digit or one of these words. */
const WEIGHT_TALK_HINT = /\d|calor|weight/i;

/** Memo of text → verdict (pure; bounded, cleared when full). Generated texts repeat a lot. */
const VERDICTS = new Map<string, boolean>();
const VERDICTS_MAX = 4096;

/** True when the text states a calorie target/number or a weight-loss quantity or target. */
export function containsCalorieOrWeightTarget(text: string): boolean {
  if (!WEIGHT_TALK_HINT.test(text)) return false;
  let verdict = VERDICTS.get(text);
  if (verdict === undefined) {
    verdict = WEIGHT_TALK_PATTERNS.some((p) => p.test(text));
    if (VERDICTS.size >= VERDICTS_MAX) VERDICTS.clear();
    VERDICTS.set(text, verdict);
  }
  return verdict;
}

/**
 * Remove every sentence that states a calorie target or weight-loss quantity. Returns the text
 * unchanged when it is clean, and SAFE_NUTRITION_REPLACEMENT when nothing would be left.
 */
export function scrubUnsafeAdvice(text: string): string {
  if (!containsCalorieOrWeightTarget(text)) return text;
  const kept = splitSentences(text).filter((s) => !containsCalorieOrWeightTarget(s));
  const out = kept.join(' ').trim();
  return out === '' ? SAFE_NUTRITION_REPLACEMENT : out;
}
