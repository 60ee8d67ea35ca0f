// Done-criterion: a user on thyroid medication is never given ashwagandha — across the reset
// programme, wizard routines, daily plans, adaptations and weekly recommendations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THYROID_MEDICATION } from '../catalogues/safety-keywords';
import type { Routine, WeeklyStats } from '../schemas';
import { adaptPlan } from './adapt-plan';
import { buildDailyPlan } from './daily-plan';
import { generateResetProgram } from './reset-program';
import { planRecommendationChanges } from './routine-changes';
import { generateWeeklyRecommendations } from './weekly-recommendations';
import { generateWizardRoutines } from './wizard-routines';

const ASHWAGANDHA = /ashwagandha|withania|adaptogen/i;
const CHALLENGES = ['Stress/Burnout', 'Anxiety', 'Sleep Issues', 'Energy/Fatigue', 'Cycle/PMS', 'Depression', 'Digestion', 'Pain Management', 'Other'];
const TEXTS = [
  'Constant stress and burnout, anxious all the time',
  'I cannot sleep, I wake at 3am',
  'Tired all afternoon, brain fog',
  'Irregular periods and PMS',
  'Low mood and overwhelmed',
  'Lower back pain and stiff neck',
];

const thyroidUser = fc.record({
  medications: fc.constantFrom(...THYROID_MEDICATION).map((m) => `${m.charAt(0).toUpperCase()}${m.slice(1)} 50mcg daily`),
  healthConditions: fc.constantFrom('', 'Hashimoto', 'underactive thyroid', 'none'),
});

describe('thyroid medication → never ashwagandha', { timeout: 60_000 }, () => {
  it('reset programme', () => {
    fc.assert(
      fc.property(thyroidUser, fc.array(fc.constantFrom(...TEXTS), { minLength: 1, maxLength: 5 }), (user, answers) => {
        const p = generateResetProgram({ responses: answers, user });
        expect(JSON.stringify(p.recommendations)).not.toMatch(ASHWAGANDHA);
      }),
    );
  });

  it('wizard routines', () => {
    fc.assert(
      fc.property(thyroidUser, fc.subarray(CHALLENGES), fc.constantFrom(...TEXTS), (user, challenges, context) => {
        expect(JSON.stringify(generateWizardRoutines({ profile: { challenges }, context, user }))).not.toMatch(ASHWAGANDHA);
      }),
    );
  });

  it('weekly recommendations and the routine changes they make', () => {
    const routines: Routine[] = [
      { id: 'r1', userId: 'u', type: 'supplement', label: 'Evening Supplements', frequency: 'daily', notes: '', active: true, isPersonalized: true, subtasks: [] },
    ];
    fc.assert(
      fc.property(
        thyroidUser,
        fc.record({
          movement: fc.integer({ min: 0, max: 7 }),
          nutrition: fc.integer({ min: 0, max: 7 }),
          mindfulness: fc.integer({ min: 0, max: 7 }),
        }),
        fc.constantFrom<WeeklyStats['energyTrend']>('improving', 'stable', 'declining', 'unknown'),
        fc.constantFrom(...TEXTS),
        (user, categoryStats, energyTrend, notes) => {
          const stats = { categoryStats, energyTrend, commonSymptoms: ['fatigue', 'stress'], completedDays: 3, totalDays: 7 };
          const recs = generateWeeklyRecommendations({ stats, reflectionNotes: notes, routines, user });
          expect(JSON.stringify(recs)).not.toMatch(ASHWAGANDHA);
          expect(JSON.stringify(planRecommendationChanges(routines, recs, { user }))).not.toMatch(ASHWAGANDHA);
        },
      ),
    );
  });

  it('daily plan and adaptations never add it', () => {
    const user = { id: 'u', medications: 'Levothyroxine', healthConditions: '' };
    const plan = buildDailyPlan({ user, routines: [], date: '2025-03-12' });
    for (const note of TEXTS) {
      expect(JSON.stringify(adaptPlan({ plan, note, user }).plan)).not.toMatch(ASHWAGANDHA);
    }
  });
});
