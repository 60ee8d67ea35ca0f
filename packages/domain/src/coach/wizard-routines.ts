// Rule-based wizard routine generation (POST /api/onboarding/generate-routines without an LLM).
// Routines come from the profile's challenges and the context text; subtasks are drawn from the
// exercise and supplement catalogues. Supplements are screened against the user (and, to be
// conservative, against the context text, e.g. "I take levothyroxine").
import type { SupplementScreeningProfile } from '../catalogues';
import { routineTypeFromLabel } from '../classifiers';
import type { RoutineFrequency, WizardProfile, WizardRoutine } from '../schemas';
import { sanitizeRecommendations } from '../safety/guard';
import { blockedSupplementIdsInText, screeningProfileFrom } from '../safety/supplement-screen';
import { intentsOf, type Intent } from './intents';
import { lifeSignalsFrom, type LifeSignals } from './life-signals';
import {
  bodyAreasFor,
  detectThemes,
  settledThemes,
  exercisesTagged,
  exerciseSubtask,
  gentleExercises,
  supplementSubtask,
  THEME_SUPPLEMENTS,
  type SubtaskDraft,
  type Theme,
} from './themes';

export const MIN_WIZARD_ROUTINES = 3;
export const MAX_GENERATED_ROUTINES = 5;
export const MIN_SUBTASKS = 2;
export const MAX_SUBTASKS_PER_ROUTINE = 5;

interface Template {
  label: string;
  frequency: RoutineFrequency;
  subtasks: (context: string) => SubtaskDraft[];
}

const sub = (name: string, description: string): SubtaskDraft => ({ name, description });

/** One routine per theme. Labels carry a §4 keyword so routineTypeFromLabel gives the intended type. */
const TEMPLATES: Readonly<Record<Theme | 'hormone' | 'morning' | 'perimenopause', Template>> = {
  stress: {
    label: 'Daily Stress Relief Breathing',
    frequency: 'daily',
    subtasks: () => [
      ...exercisesTagged('stress-relief', 1).map(exerciseSubtask),
      sub('Five minutes of slow breathing', 'Breathe in for four counts and out for six, for five minutes. Sit or lie comfortably.'),
      sub('A mid-afternoon pause', 'Step away from screens for a few minutes, roll your shoulders and take ten slow breaths.'),
      sub('Brain dump before bed', 'Write down what is on your mind and tomorrow’s top three tasks, then close the notebook.'),
    ],
  },
  anxiety: {
    label: 'Mindful Calm Practice',
    frequency: 'daily',
    subtasks: () => [
      sub('Five-senses grounding', 'Name five things you see, four you hear, three you can touch, two you smell and one you taste.'),
      sub('Longer out-breath', 'Breathe in for four counts and out for six to eight counts, for three minutes.'),
      sub('Body scan before sleep', 'Lying down, move your attention slowly from your toes to your head and let each part soften.'),
    ],
  },
  sleep: {
    label: 'Evening Relaxation Wind-Down',
    frequency: 'daily',
    subtasks: () => [
      sub('Screens off an hour before bed', 'Put phones and laptops away and dim the lights to help your body get ready for sleep.'),
      ...exercisesTagged('sleep', 2).map(exerciseSubtask),
      sub('Same wake-up time', 'Get up at a similar time each day, even after a poor night, to help your sleep settle.'),
    ],
  },
  injury: {
    label: 'Injury Recovery Stretch & Strength',
    frequency: 'daily',
    subtasks: (context) => [
      ...gentleExercises(bodyAreasFor(context), 3, ['stability', 'pain-relief']).map(exerciseSubtask),
      sub('Follow your clinician’s plan', 'Keep to any exercises your physio or doctor gave you and stop anything that sharpens the pain.'),
    ],
  },
  mobility: {
    label: 'Gentle Mobility Stretch Routine',
    frequency: 'daily',
    subtasks: (context) => [
      ...gentleExercises(bodyAreasFor(context), 4).map(exerciseSubtask),
    ],
  },
  cycle: {
    label: 'Cycle-Supportive Nutrition',
    frequency: 'daily',
    subtasks: () => [
      sub('Seed cycling', 'Ground flax and pumpkin seeds on days 1-14 of your cycle, sesame and sunflower seeds on days 15-28.'),
      sub('Balanced plate', 'Include protein, colourful vegetables and a source of fibre at each meal.'),
      sub('Glass of water with each meal', 'Keep a glass of water on the table at every meal.'),
      sub('Caffeine before noon', 'Enjoy caffeinated drinks in the morning only and switch to caffeine-free options later.'),
    ],
  },
  perimenopause: {
    label: 'Cool Evenings for Hot Flushes',
    frequency: 'daily',
    subtasks: () => [
      sub('Cool bedroom tonight', 'Open a window or use a fan and keep the bedroom cool and dark.'),
      sub('Light layers', 'Wear layers you can take off quickly when a flush starts.'),
      sub('Cold water by the bed', 'Keep a glass of cold water within reach for night sweats.'),
      sub('Notice your triggers', 'Jot down when flushes come: after alcohol, caffeine, spicy food or stress? Patterns help you and your GP.'),
    ],
  },
  energy: {
    label: 'Energising Morning Walk',
    frequency: 'daily',
    subtasks: () => [
      sub('10-20 minute daylight walk', 'Walk outside at an easy pace soon after waking. Daylight helps set your body clock.'),
      ...exercisesTagged('energy', 1).map(exerciseSubtask),
      sub('Walk after lunch', 'A second, shorter walk after lunch helps with the afternoon dip.'),
    ],
  },
  digestion: {
    label: 'Gut-Friendly Meal Rhythm',
    frequency: 'daily',
    subtasks: () => [
      sub('Regular mealtimes', 'Eat at roughly the same times each day and sit down to eat without screens.'),
      sub('Gentle walk after a meal', 'A relaxed ten-minute walk after eating can help digestion.'),
      sub('Add fibre slowly', 'Add one extra portion of vegetables, oats, beans or seeds a day, with plenty of water.'),
    ],
  },
  mood: {
    label: 'Mood-Lifting Daylight Walk',
    frequency: 'daily',
    subtasks: () => [
      sub('Time outdoors', 'Spend at least ten minutes outside in daylight, walking if you can.'),
      sub('Connect with someone', 'Send a message or call someone you like, even briefly.'),
      sub('Three good things', 'Before bed, write down three things that went well today, however small.'),
    ],
  },
  hormone: {
    label: 'Hormone-Supporting Movement',
    frequency: 'daily',
    subtasks: () => [
      sub('20-30 minutes gentle exercise', 'Walk, swim or do yoga at a comfortable pace.'),
      ...exercisesTagged('pelvic-floor', 2).map(exerciseSubtask),
    ],
  },
  morning: {
    label: 'Morning Mindful Daylight Ritual',
    frequency: 'daily',
    subtasks: () => [
      sub('5 minutes morning sunlight', 'Step outside within an hour of waking to set your body clock.'),
      sub('Three slow breaths at the window', 'Before you check your phone, breathe slowly three times and notice the light outside.'),
      sub('One intention for the day', 'Choose one small thing that would make today feel good.'),
    ],
  },
};

/** Themes used to fill up to three routines when the input names fewer. */
const PADDING: readonly (keyof typeof TEMPLATES)[] = ['hormone', 'morning', 'sleep', 'mobility'];

export const SUPPLEMENT_ROUTINE_LABEL = 'Daily Supplement Support';

function buildRoutine(t: Template, context: string): WizardRoutine {
  const subtasks: SubtaskDraft[] = [];
  for (const s of t.subtasks(context)) if (!subtasks.some((x) => x.name === s.name)) subtasks.push(s);
  return {
    label: t.label,
    type: routineTypeFromLabel(t.label),
    frequency: t.frequency,
    included: true,
    subtasks: subtasks.slice(0, MAX_SUBTASKS_PER_ROUTINE),
  };
}

function supplementRoutine(themes: readonly Theme[], profile: SupplementScreeningProfile): WizardRoutine | null {
  const ids: string[] = [];
  for (const th of themes) for (const id of THEME_SUPPLEMENTS[th] ?? []) if (!ids.includes(id)) ids.push(id);
  const subtasks: SubtaskDraft[] = [];
  for (const id of ids) {
    const s = supplementSubtask(id, 'daily');
    if (s !== null && blockedSupplementIdsInText(s.name, profile).length === 0) subtasks.push(s);
    if (subtasks.length === 3) break;
  }
  if (subtasks.length === 0) return null;
  subtasks.push(
    sub('Keep a supplement list', 'Write down everything you take and share it with your doctor or pharmacist.'),
  );
  return {
    label: SUPPLEMENT_ROUTINE_LABEL,
    type: routineTypeFromLabel(SUPPLEMENT_ROUTINE_LABEL),
    frequency: 'daily',
    included: true,
    subtasks,
  };
}

export interface WizardRoutinesParams {
  profile: Pick<WizardProfile, 'challenges'> & Partial<Pick<WizardProfile, 'customChallenge' | 'name'>>;
  context: string;
  /** The user's saved safety profile, when known (medications, health conditions, pregnancy status). */
  user?: SupplementScreeningProfile | null;
}

/**
 * Wizard routines from profile challenges and context text: 3 to 5 routines, each with a label,
 * a type derived from the label (§4), a frequency, included = true and 2–5 subtasks.
 */
/** Subtasks that assume a natural cycle. */
const NATURAL_CYCLE_SUBTASKS: readonly string[] = ['Seed cycling'];

/**
 * Drops subtasks that do not fit her (seed cycling on the pill, in pregnancy, after menopause)
 * and any subtask whose idea an earlier routine already covers (two breathing practices, two
 * journals), so every task in the wizard is different.
 */
function fitAndDedupe(routines: readonly WizardRoutine[], signals: LifeSignals): WizardRoutine[] {
  const seen = new Set<Intent>();
  // A routine named for an idea ('Daily Stress Relief Breathing') owns it: another routine's task with
  // only that idea (a 'Diaphragmatic breathing' step in the wind-down) is left to it.
  const labelIdeas = routines.map((r) => intentsOf(r.label));
  return routines.map((r, index) => {
    const ownedElsewhere = new Set(labelIdeas.flatMap((ideas, j) => (j === index ? [] : [...ideas])));
    const subtasks = r.subtasks.filter((s) => {
      if ((!signals.naturalCycle || signals.perimenopause) && NATURAL_CYCLE_SUBTASKS.includes(s.name)) return false;
      const intents = intentsOf(s.name);
      if (intents.size > 0 && [...intents].every((i) => seen.has(i) || (ownedElsewhere.has(i) && !labelIdeas[index]?.has(i)))) return false;
      for (const i of intents) seen.add(i);
      return true;
    });
    return { ...r, subtasks };
  });
}

export function generateWizardRoutines({ profile, context, user }: WizardRoutinesParams): WizardRoutine[] {
  const challengeText = [...profile.challenges, profile.customChallenge ?? ''];
  const themes = detectThemes([...challengeText, context]);
  // A theme she says is fine ("I sleep OK") is not padded in either (docs/decisions/110).
  const settled = settledThemes([...challengeText, context]);
  const screening = screeningProfileFrom(user, context, ...challengeText);
  const signals = lifeSignalsFrom([context, ...challengeText, user?.healthConditions, user?.medications], user?.lifeStage);
  // One routine per theme (leaving room for the supplement routine), padded to three. Hot
  // flushes or night sweats put the perimenopause routine first.
  const keys: (keyof typeof TEMPLATES)[] = [...(signals.perimenopause ? (['perimenopause'] as const) : []), ...themes].slice(
    0,
    MAX_GENERATED_ROUTINES - 1,
  );
  for (const pad of PADDING) if (keys.length < MIN_WIZARD_ROUTINES && !keys.includes(pad) && !(settled as string[]).includes(pad)) keys.push(pad);
  const routines = fitAndDedupe(
    keys.map((k) => buildRoutine(TEMPLATES[k], `${context} ${challengeText.join(' ')}`)),
    signals,
  );
  const supp = supplementRoutine(themes, screening);
  if (supp !== null && routines.length < MAX_GENERATED_ROUTINES) routines.push(supp);
  return sanitizeRecommendations(routines, screening).filter((r) => r.subtasks.length >= MIN_SUBTASKS);
}
