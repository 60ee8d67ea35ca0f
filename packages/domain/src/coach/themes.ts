// Wellness themes detected from challenges, onboarding answers, context text and notes, and the
// catalogue-backed building blocks (exercises, supplements) the coach uses for each theme.
import type { BuiltInExercise, ExerciseCategory } from '../catalogues/catalogue-schemas';
import { EXERCISES } from '../catalogues/exercises';
import { getSupplementById } from '../catalogues/supplements';
import { normalizeText } from '../safety/text';
import { readNote } from '../reading/read-note';
import { concernTopics, fineTopics, topicWords } from '../reading/views';
import { NOTE_TOPICS } from '../reading/version';
import type { NoteTopic } from '../schemas/reading';

export const THEMES = NOTE_TOPICS;
export type Theme = NoteTopic;

/**
 * Themes she raises as a concern in the texts, in first-mention order across the texts, each once.
 * Read through the one reading (docs/decisions/110): "I sleep OK, just busy" raises no sleep theme.
 */
export function detectThemes(texts: readonly (string | null | undefined)[]): Theme[] {
  const found: Theme[] = [];
  for (const t of texts) {
    if (typeof t !== 'string' || t.trim() === '') continue;
    const concerns = new Set(concernTopics(readNote(t)));
    for (const theme of THEMES) if (concerns.has(theme) && !found.includes(theme)) found.push(theme);
  }
  return found;
}

/** Themes she says are fine in the texts ("my sleep is fine") and raises nowhere as a concern. */
export function settledThemes(texts: readonly (string | null | undefined)[]): Theme[] {
  const concerns = new Set(detectThemes(texts));
  const found: Theme[] = [];
  for (const t of texts) {
    if (typeof t !== 'string' || t.trim() === '') continue;
    for (const theme of fineTopics(readNote(t))) if (!concerns.has(theme) && !found.includes(theme)) found.push(theme);
  }
  return found;
}

/** The words in her texts that show a theme as a concern ("can't sleep" for 'sleep'), or null. */
export function themeEvidence(theme: Theme, texts: readonly (string | null | undefined)[]): string | null {
  for (const t of texts) {
    if (typeof t !== 'string' || t.trim() === '') continue;
    const words = topicWords(readNote(t), theme);
    if (words !== null) return words;
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
