// One line on why a suggested routine was chosen for her, quoting her words where it can.
import type { WizardRoutine } from '../schemas';
import { intentsOf, type Intent } from './intents';
import { lifeSignalsFrom } from './life-signals';
import { detectThemes, themeEvidence, type Theme } from './themes';

const BENEFIT: Readonly<Record<Theme, string>> = {
  stress: 'a few calm minutes each day take the edge off stress',
  anxiety: 'slow breathing and grounding help settle an anxious mind',
  sleep: 'a calm, screen-free evening helps your body get ready for sleep',
  injury: 'gentle, regular strength work supports recovery',
  mobility: 'slow, pain-free movement eases stiffness',
  cycle: 'steady meals and simple tracking support your cycle',
  energy: 'daylight and easy movement early in the day lift energy',
  digestion: 'regular, unhurried meals are kinder to your gut',
  mood: 'daylight and connection lift low days',
};

/** Themes an idea serves (a wind-down is for sleep even when it never says 'sleep'). */
const INTENT_THEMES: Readonly<Partial<Record<Intent, readonly Theme[]>>> = {
  'wind-down': ['sleep'],
  breathing: ['stress', 'anxiety'],
  meditation: ['stress', 'anxiety'],
  mobility: ['mobility', 'injury'],
  daylight: ['energy', 'mood'],
  walk: ['energy', 'mood', 'digestion'],
  'gut-meals': ['digestion'],
  connection: ['mood'],
  journaling: ['stress', 'mood', 'anxiety'],
  'balanced-meals': ['energy', 'cycle'],
  'pelvic-floor': ['cycle'],
};

/**
 * "Because you mentioned “can't sleep”: a calm, screen-free evening helps your body get ready for
 * sleep." Falls back to a general line when her words do not name the routine's theme.
 */
export function routineReason(routine: Pick<WizardRoutine, 'label' | 'subtasks'>, herTexts: readonly (string | null | undefined)[]): string {
  const own = [routine.label, ...routine.subtasks.map((s) => s.name)].join('. ');
  if (/hot flush|cool evenings/i.test(own) && lifeSignalsFrom(herTexts).perimenopause) {
    return 'Because you mentioned hot flushes or night sweats: a cool bedroom and light layers make nights easier.';
  }
  const themes = [...detectThemes([own]), ...[...intentsOf(own)].flatMap((i) => INTENT_THEMES[i] ?? [])];
  for (const theme of themes) {
    const said = themeEvidence(theme, herTexts);
    if (said !== null) return `Because you mentioned “${said}”: ${BENEFIT[theme]}.`;
  }
  if (/supplement/i.test(routine.label)) return 'Chosen for what you told us; check with your doctor or pharmacist before starting anything new.';
  return 'A gentle foundation for your 45 days: small, daily and easy to keep.';
}
