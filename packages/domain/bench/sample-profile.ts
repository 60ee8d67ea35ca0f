// A realistic sample user, routines and inputs shared by the coach bench and the sample printer.
import type { OnboardingResponses, Routine, User, WeeklyStats } from '../src/schemas';

export const SAMPLE_USER: User = {
  id: 'user-maya',
  name: 'Maya Thompson',
  email: 'maya@example.com',
  location: 'Leeds',
  age: 44,
  height: '',
  weight: '',
  goals: ['Hormone Balance', 'Better Sleep', 'Pain Relief'],
  challenges: ['Stress/Burnout', 'Sleep Issues', 'Pain Management'],
  customCategories: [],
  healthConditions: 'Hypothyroidism, lower back pain',
  medications: 'Levothyroxine 75mcg',
  exerciseLevel: 'light',
  sleepHours: 6,
  stressLevel: 7,
  createdAt: '2025-03-01T08:00:00.000Z',
  avatarUrl: '',
  profileBio: '',
  preferences: { notifications: true, reminderTime: '08:00', weeklyReflection: true },
};

const routine = (id: string, type: Routine['type'], label: string, frequency: Routine['frequency'], subtasks: string[]): Routine => ({
  id,
  userId: SAMPLE_USER.id,
  type,
  label,
  frequency,
  notes: '',
  active: true,
  isPersonalized: true,
  subtasks: subtasks.map((name, i) => ({ id: `${id}-s${i + 1}`, name, description: '', completed: false })),
});

export const SAMPLE_ROUTINES: Routine[] = [
  routine('r-morning', 'mindfulness', 'Morning Mindful Daylight Ritual', 'daily', ['5 minutes morning sunlight', 'Warm lemon water']),
  routine('r-hiit', 'movement', 'HIIT Workout', 'daily', ['Warm-up', '20 minutes intervals']),
  routine('r-walk', 'movement', 'Evening Walk', 'daily', ['20 minute walk']),
  routine('r-breakfast', 'nutrition', 'Protein Breakfast', 'daily', []),
  routine('r-magnesium', 'supplement', 'Magnesium Supplement', 'daily', ['Magnesium glycinate with dinner']),
  { ...routine('r-yoga', 'movement', 'Weekend Yoga Class', 'weekly', []), notes: 'Studio on Saturday' },
  { ...routine('r-old', 'other', 'Cold Showers', 'daily', []), active: false },
];

export const SAMPLE_RESPONSES: OnboardingResponses = {
  basic_info: 'My name is Maya and I live in Leeds.',
  hormone_symptoms: "I'm exhausted by 3pm, I wake up at 3am most nights and my periods are irregular.",
  wellness_priorities: 'Sleeping through the night, less stress at work and easing my lower back pain.',
  past_approaches: 'Tried running but my back hurt. Yoga helped a little.',
  current_support: 'I take levothyroxine for an underactive thyroid and see my GP.',
};

export const SAMPLE_CONTEXT =
  "I'm sleeping badly and wake at 3am, work is very stressful, my lower back is stiff and I'm tired all afternoon. I take levothyroxine.";

export const SAMPLE_STATS: WeeklyStats = {
  completedDays: 4,
  totalDays: 7,
  categoryStats: { movement: 2, nutrition: 4, mindfulness: 1 },
  commonSymptoms: ['fatigue', 'sleep', 'pain'],
  energyTrend: 'declining',
};

export const SAMPLE_REFLECTION =
  'The evening walk helped me sleep. HIIT workout was too much with my back. I hate cold showers. Still tired most afternoons.';

export const SAMPLE_NOTES = [
  'Slept badly, lower back pain',
  'Feeling stressed and bloated today, energy 4/10',
  'I have chest pain and feel dizzy',
] as const;
