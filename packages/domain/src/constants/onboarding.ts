import type { FOCUS_AREAS, ONBOARDING_QUESTION_IDS, RECOMMENDATION_CATEGORIES } from './enums';

export interface OnboardingQuestion {
  readonly id: (typeof ONBOARDING_QUESTION_IDS)[number];
  /** Category title shown above the question (§2). */
  readonly category: string;
  readonly question: string;
  readonly placeholder: string;
}

/** The five personalised-onboarding questions, in order (§2, §3). */
export const ONBOARDING_QUESTIONS: readonly OnboardingQuestion[] = [
  {
    id: 'basic_info',
    category: 'Basic Information',
    question: "Let's start with the basics. What's your name, and where are you located?",
    placeholder: 'e.g. My name is Sarah, and I live in Austin, Texas.',
  },
  {
    id: 'hormone_symptoms',
    category: 'Hormone Symptoms',
    question:
      'What symptoms have you been noticing lately? Think about energy, sleep, mood, cycle changes, cravings or digestion.',
    placeholder: "e.g. I'm tired by mid-afternoon, I wake up at 3am and my cycle has become irregular.",
  },
  {
    id: 'wellness_priorities',
    category: 'Wellness Priorities',
    question: 'What matters most to you right now? Which areas of your health would you most like to improve?',
    placeholder: 'e.g. Sleeping through the night, managing stress at work and having steady energy.',
  },
  {
    id: 'past_approaches',
    category: 'Past Approaches',
    question: "What have you tried before, such as diets, exercise, supplements or apps? What worked and what didn't?",
    placeholder: 'e.g. I tried running but my knees hurt; magnesium helped my sleep a little.',
  },
  {
    id: 'current_support',
    category: 'Current Support',
    question:
      'What support do you have at the moment? Include any practitioners, medications, health conditions or routines you already follow.',
    placeholder: 'e.g. I see my GP yearly, take a multivitamin and walk the dog most mornings.',
  },
];

/** Display names of the six focus areas (insight chips, challenges sent on creation). */
export const FOCUS_AREA_LABELS: Readonly<Record<(typeof FOCUS_AREAS)[number], string>> = {
  emotional_health: 'Emotional Health',
  physical_fitness: 'Physical Fitness',
  diet: 'Diet & Nutrition',
  mobility: 'Mobility',
  recovery: 'Recovery',
  chronic_issues: 'Chronic Issues',
};

/** Lifestyle-profile field holding each focus area's answers (§3). */
export const FOCUS_AREA_PROFILE_KEYS = {
  emotional_health: 'emotionalHealth',
  physical_fitness: 'physicalFitness',
  diet: 'diet',
  mobility: 'mobility',
  recovery: 'recovery',
  chronic_issues: 'chronicIssues',
} as const satisfies Record<(typeof FOCUS_AREAS)[number], string>;

/** Display labels of recommendation categories (§3: the static fallback uses Mindfulness, Supplements, Nutrition, Movement). */
export const RECOMMENDATION_CATEGORY_LABELS: Readonly<Record<(typeof RECOMMENDATION_CATEGORIES)[number], string>> = {
  mindfulness: 'Mindfulness',
  movement: 'Movement',
  nutrition: 'Nutrition',
  supplement: 'Supplements',
  other: 'Other',
};

/** Wizard step 1 preset challenge chips (§2). */
export const WIZARD_CHALLENGE_PRESETS = [
  'Stress/Burnout',
  'Injury Recovery',
  'Sleep Issues',
  'Cycle/PMS',
  'Energy/Fatigue',
  'Digestion',
  'Anxiety',
  'Depression',
  'Pain Management',
  'Other',
] as const;

/** /wellness-profile toggle chips (§2). */
export const PROFILE_CREATION_CHALLENGES = [
  'chronic stress',
  'spinal injury',
  'hormone imbalance',
  'chronic pain',
  'anxiety',
  'depression',
  'insomnia',
  'digestive issues',
  'autoimmune condition',
  'joint pain',
  'fatigue',
  'weight management',
] as const;

/** Profile challenge options (§9). */
export const PROFILE_CHALLENGE_OPTIONS = [
  'Chronic pain management',
  'Post-injury recovery',
  'Mobility improvement',
  'General well-being',
  'Mental health support',
  'Energy & fatigue',
  'Sleep improvement',
  'Stress management',
] as const;

/** Edit-profile goal options (§9). */
export const EDIT_PROFILE_GOAL_OPTIONS = [
  'Hormone Balance',
  'Better Sleep',
  'Stress Management',
  'Weight Management',
  'Energy Boost',
  'Pain Relief',
  'Mood Stability',
  'Digestive Health',
] as const;
