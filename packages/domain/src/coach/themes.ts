// Wellness themes detected from challenges, onboarding answers, context text and notes, and the
// catalogue-backed building blocks (exercises, supplements) the coach uses for each theme.
import type { BuiltInExercise, ExerciseCategory } from '../catalogues/catalogue-schemas';
import { EXERCISES } from '../catalogues/exercises';
import { getSupplementById } from '../catalogues/supplements';
import { normalizeText } from '../safety/text';

export const THEMES = ['stress', 'anxiety', 'sleep', 'injury', 'mobility', 'cycle', 'energy', 'digestion', 'mood'] as const;
export type Theme = (typeof THEMES)[number];

const THEME_PATTERNS: ReadonlyArray<readonly [Theme, RegExp]> = [
  ['stress', /\b(?:stress\w*|burn(?:ed|t)? ?out|burnout|overwhelm\w*|under pressure|frazzled)\b/],
  ['anxiety', /\b(?:anxi\w*|panic\w*|worr(?:y|ied|ying)|nervous|on edge|racing thoughts)\b/],
  ['sleep', /\b(?:sleep\w*|insomnia|slept|wake up at|waking (?:up )?(?:at|in the night|early)|restless nights?|can't sleep)\b/],
  ['injury', /\b(?:injur\w*|recover(?:y|ing) from|post-?injury|surgery|sprain\w*|rehab\w*|physio\w*)\b/],
  ['mobility', /\b(?:pain|painful|aches?|aching|stiff\w*|mobility|joints?|back|neck|knees?|hips?|shoulders?|arthritis|sciatica|fibromyalgia)\b/],
  ['cycle', /\b(?:cycles?|pms|pmdd|periods?|menstrua\w*|hormon\w*|perimenopaus\w*|menopaus\w*|hot (?:flush|flash)\w*|pcos|endometriosis)\b/],
  ['energy', /\b(?:energy|fatigue\w*|tired\w*|exhaust\w*|sluggish|brain fog|drained|lethargic)\b/],
  ['digestion', /\b(?:digest\w*|bloat\w*|gut|ibs|constipat\w*|reflux|stomach|tummy)\b/],
  ['mood', /\b(?:depress\w*|low mood|mood|sad\w*|tearful|flat)\b/],
];

/** Themes mentioned in the texts, in first-mention order across the texts, each once. */
export function detectThemes(texts: readonly (string | null | undefined)[]): Theme[] {
  const found: Theme[] = [];
  for (const t of texts) {
    if (typeof t !== 'string' || t.trim() === '') continue;
    const n = normalizeText(t);
    for (const [theme, re] of THEME_PATTERNS) if (!found.includes(theme) && re.test(n)) found.push(theme);
  }
  return found;
}

/** The words in her texts that show a theme ("can't sleep" for 'sleep'), or null. */
export function themeEvidence(theme: Theme, texts: readonly (string | null | undefined)[]): string | null {
  const re = THEME_PATTERNS.find(([t]) => t === theme)?.[1];
  if (re === undefined) return null;
  for (const t of texts) {
    if (typeof t !== 'string') continue;
    const m = re.exec(normalizeText(t));
    if (m !== null) return m[0];
  }
  return null;
}

// --- exercises ------------------------------------------------------------------------------------

/** Body areas to favour for a pain/stiffness location mentioned in text. */
const LOCATION_AREAS: ReadonlyArray<readonly [RegExp, readonly ExerciseCategory[]]> = [
  [/\b(?:lower back|back|spine|sciatica)\b/, ['lower-back', 'spine', 'hips']],
  [/\bneck\b/, ['neck', 'shoulders', 'upper-back']],
  [/\bshoulders?\b/, ['shoulders', 'upper-back', 'neck']],
  [/\b(?:knees?|legs?)\b/, ['legs', 'hips', 'ankles']],
  [/\bhips?\b/, ['hips', 'glutes', 'lower-back']],
  [/\bwrists?|hands?\b/, ['wrists', 'shoulders', 'neck']],
  [/\b(?:ankles?|feet|foot)\b/, ['ankles', 'legs', 'hips']],
];
const DEFAULT_AREAS: readonly ExerciseCategory[] = ['spine', 'lower-back', 'hips'];

/** Body areas for gentle mobility, from the first location found in the text. */
export function bodyAreasFor(text: string): readonly ExerciseCategory[] {
  const n = normalizeText(text);
  for (const [re, areas] of LOCATION_AREAS) if (re.test(n)) return areas;
  return DEFAULT_AREAS;
}

const gentleCache = new Map<string, BuiltInExercise[]>();

/**
 * Up to `count` gentle exercises, one per area in turn (then more from the same areas), that
 * carry one of the wanted goal tags. Deterministic: catalogue order.
 */
export function gentleExercises(
  areas: readonly ExerciseCategory[],
  count: number,
  tags: readonly string[] = ['pain-relief', 'mobility'],
): BuiltInExercise[] {
  const key = `${areas.join(',')}|${count}|${tags.join(',')}`;
  const cached = gentleCache.get(key);
  if (cached !== undefined) return cached;
  const byArea = areas.map((a) =>
    EXERCISES.filter((e) => e.category === a && e.intensity === 'gentle' && e.goal_tags.some((t) => tags.includes(t))),
  );
  const picked: BuiltInExercise[] = [];
  for (let round = 0; picked.length < count && round < 10; round++) {
    for (const list of byArea) {
      const e = list[round];
      if (e !== undefined && picked.length < count) picked.push(e);
    }
  }
  gentleCache.set(key, picked);
  return picked;
}

/** Exercises with a goal tag (e.g. 'sleep', 'energy', 'pelvic-floor'), gentle only, catalogue order. */
export function exercisesTagged(tag: string, count: number): BuiltInExercise[] {
  return gentleExercises(['neck', 'shoulders', 'spine', 'lower-back', 'glutes', 'core', 'legs', 'ankles', 'chest', 'hips', 'upper-back'], count, [tag]);
}

export interface SubtaskDraft {
  name: string;
  description: string;
}

export const exerciseSubtask = (e: BuiltInExercise): SubtaskDraft => ({ name: e.name, description: e.description });

/** A supplement subtask built from the catalogue entry (use case, dosage, and a check-first line). */
export function supplementSubtask(id: string, when: string): SubtaskDraft | null {
  const s = getSupplementById(id);
  if (s === undefined) return null;
  return {
    name: `${s.name} ${when}`,
    description: `${s.use_case}. Typical amount: ${s.dosage}. Check with your doctor or pharmacist before starting, especially if you take medication.`,
  };
}

/** Supplements considered for each theme (always screened for the user before use). */
export const THEME_SUPPLEMENTS: Readonly<Partial<Record<Theme, readonly string[]>>> = {
  stress: ['magnesium-glycinate', 'ashwagandha'],
  anxiety: ['l-theanine', 'magnesium-glycinate'],
  sleep: ['magnesium-glycinate'],
  cycle: ['magnesium-glycinate', 'omega-3', 'vitamin-b6'],
  energy: ['vitamin-d3', 'vitamin-b12'],
  digestion: ['probiotic', 'psyllium-husk'],
  mood: ['omega-3', 'vitamin-d3'],
};
