import {
  adaptPlan,
  generateResetProgram,
  generateWeeklyRecommendations,
  generateWizardRoutines,
  MEDICAL_DISCLAIMER,
  sanitizeDailyPlan,
  sanitizeRecommendations,
  triageMany,
  type OnboardingResponses,
  type WizardRoutine,
} from '@cadence/domain';
import type { Coach } from './coach';

type ResetProgramResult = Awaited<ReturnType<Coach['resetProgram']>>;
type AdaptPlanResult = Awaited<ReturnType<Coach['adaptPlan']>>;
type WeeklyResult = Awaited<ReturnType<Coach['weeklyRecommendations']>>;

/**
 * The deterministic coach: always available, no key, no network. It is the pure rule-based coach
 * of @cadence/domain (packages/domain/src/coach) behind the `Coach` interface, with the same
 * safety rails as the LLM coach: red-flag triage BEFORE anything is generated (when it fires
 * nothing is adapted or recommended and the notice is returned), then supplement screening for
 * this user and calorie/weight-target scrubbing. The `*Sync` methods are the LLM coach's fallback.
 */
export class RuleCoach implements Coach {
  readonly kind = 'rules' as const;

  async resetProgram(input: Parameters<Coach['resetProgram']>[0]): Promise<ResetProgramResult> {
    return this.resetProgramSync(input);
  }

  resetProgramSync(input: Parameters<Coach['resetProgram']>[0]): ResetProgramResult {
    const generated = generateResetProgram({
      name: input.name,
      responses: input.responses as OnboardingResponses,
      user: input.user ?? null,
    });
    return {
      programTitle: generated.programTitle,
      focusAreas: generated.focusAreas,
      recommendations: sanitizeRecommendations(generated.recommendations, input.user ?? {}),
      safety: generated.safety ?? triageMany(Object.values(input.responses)),
      disclaimer: generated.disclaimer || MEDICAL_DISCLAIMER,
    };
  }

  async wizardRoutines(input: Parameters<Coach['wizardRoutines']>[0]): Promise<WizardRoutine[]> {
    return this.wizardRoutinesSync(input);
  }

  wizardRoutinesSync(input: Parameters<Coach['wizardRoutines']>[0]): WizardRoutine[] {
    const lifeStage = input.lifeStage ?? input.user?.lifeStage ?? null;
    const user = { ...(input.user ?? {}), lifeStage };
    const routines = generateWizardRoutines({ profile: input.profile, context: input.context, user });
    return sanitizeRecommendations(routines, user);
  }

  async adaptPlan(input: Parameters<Coach['adaptPlan']>[0]): Promise<AdaptPlanResult> {
    return this.adaptPlanSync(input);
  }

  adaptPlanSync(input: Parameters<Coach['adaptPlan']>[0]): AdaptPlanResult {
    // Safety first: the domain's adaptPlan triages the note before anything else (its contract, the one
    // triage of a check-in); when it fires the plan is not adapted and carries the notice.
    const adapted = adaptPlan({
      plan: input.plan,
      note: input.note,
      user: input.user,
      date: input.date,
      routines: input.routines,
      noteContext: input.noteContext,
      ...(input.reading ? { reading: input.reading } : {}),
    });
    const safety = adapted.safety;
    if (safety) return { plan: { ...input.plan, safety }, llmExtract: { symptoms: [] }, adjustments: [], safety };
    // Whatever produced the plan before, this adaptation is the rules'; every coach answer carries the disclaimer.
    const plan = sanitizeDailyPlan({ ...adapted.plan, generatedBy: 'rules', disclaimer: MEDICAL_DISCLAIMER }, input.user);
    return { plan, llmExtract: adapted.llmExtract, adjustments: plan.adjustments, safety: null };
  }

  async weeklyRecommendations(input: Parameters<Coach['weeklyRecommendations']>[0]): Promise<WeeklyResult> {
    return this.weeklyRecommendationsSync(input);
  }

  weeklyRecommendationsSync(input: Parameters<Coach['weeklyRecommendations']>[0]): WeeklyResult {
    const safety = triageMany([input.reflectionNotes]);
    if (safety) return { recommendations: [], source: 'rules', safety };
    const recommendations = generateWeeklyRecommendations({
      stats: input.stats,
      reflectionNotes: input.reflectionNotes,
      ...(input.reflectionReading ? { reflectionReading: input.reflectionReading } : {}),
      routines: input.routines,
      user: input.user,
      logs: input.recentLogs ?? [],
      today: input.today ?? null,
    });
    return {
      recommendations: sanitizeRecommendations(recommendations, input.user),
      source: 'rules',
      safety: null,
      disclaimer: MEDICAL_DISCLAIMER,
    };
  }
}
