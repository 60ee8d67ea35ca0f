import {
  AdjustmentObjectSchema,
  LlmExtractObjectSchema,
  OnboardingRecommendationSchema,
  WeeklyRecommendationSchema,
  WizardRoutineSchema,
  type DailyLog,
  type DailyPlan,
  type PlanTask,
  type User,
  type WizardRoutine,
} from '@cadence/domain';
import { generateText, Output, type LanguageModel } from 'ai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Coach } from './coach';
import {
  cleanOnboardingRecommendations,
  cleanPlan,
  cleanWeeklyRecommendations,
  cleanWizardRoutines,
  medicalDisclaimer,
  scrub,
  triage,
} from './coach-safety';
import { RuleCoach } from './rule-coach';

export interface LlmCoachOptions {
  /** Any AI SDK language model (openai.chat(model) in production, MockLanguageModelV3 in tests). */
  model: LanguageModel;
  log: Pick<Logger, 'warn' | 'info'>;
  /** Hard limit per call; on expiry the rule-based answer is returned. */
  timeoutMs: number;
  /** The deterministic coach used for safety short-circuits and every fallback. */
  fallback?: RuleCoach;
}

type Op = 'resetProgram' | 'wizardRoutines' | 'adaptPlan' | 'weeklyRecommendations';

class CoachTimeoutError extends Error {
  constructor() {
    super('coach model timed out');
    this.name = 'CoachTimeoutError';
  }
}

// --- Structured outputs (validated by the domain schemas) -------------------------------------

const MAX_MODEL_ITEMS = 8;

const ResetProgramOutput = z.object({
  programTitle: z.string().trim().min(1).max(120),
  focusAreas: z.array(z.string().trim().min(1).max(100)).max(4),
  recommendations: z.array(OnboardingRecommendationSchema).min(1).max(MAX_MODEL_ITEMS),
});

const WizardRoutinesOutput = z.object({
  routines: z.array(WizardRoutineSchema).min(1).max(MAX_MODEL_ITEMS),
});

const AdaptPlanOutput = z.object({
  coachNote: z.string().trim().max(600),
  llmExtract: LlmExtractObjectSchema,
  adjustments: z.array(AdjustmentObjectSchema).max(MAX_MODEL_ITEMS),
});

const WeeklyOutput = z.object({
  recommendations: z.array(WeeklyRecommendationSchema).max(MAX_MODEL_ITEMS),
});

const SYSTEM_PROMPT = [
  'You are a warm, careful wellness coach for people (mostly women) following a 45-Day Hormone Reset.',
  'Give gentle, practical, evidence-informed lifestyle suggestions: movement, nutrition, mindfulness, sleep, supplements.',
  'Never diagnose, never change or stop medication, never give calorie targets, calorie numbers or weight-loss quantities.',
  'Only suggest supplements that are commonly considered safe, and always say to check with a doctor first.',
  'Use only the information about this one person given below. Answer with JSON matching the schema exactly.',
].join(' ');

/**
 * The LLM coach (AI SDK 6). Safety runs BEFORE the model: when red-flag triage fires the model
 * is not called and the rule coach's safety answer is returned. After the model: the output is
 * validated by the domain schemas, supplements are screened for this user, calorie/weight targets
 * are scrubbed and the disclaimer is attached. Any failure, invalid output or timeout returns the
 * rule-based answer (logged at warn, without any user data).
 */
export class LlmCoach implements Coach {
  readonly kind = 'llm' as const;
  private readonly rules: RuleCoach;

  constructor(private readonly opts: LlmCoachOptions) {
    this.rules = opts.fallback ?? new RuleCoach();
  }

  async resetProgram(input: Parameters<Coach['resetProgram']>[0]): ReturnType<Coach['resetProgram']> {
    const fallback = () => this.rules.resetProgramSync(input);
    if (triage(Object.values(input.responses))) return this.shortCircuit('resetProgram', fallback);
    return this.attempt('resetProgram', fallback, async (signal) => {
      const out = await this.generate(ResetProgramOutput, signal, [
        'Task: create a personalised reset programme from the onboarding answers.',
        'Return a programme title (default "45-Day Hormone Reset"), up to 4 focus areas and 3-6 recommendations',
        '(title, description, category one of mindfulness|movement|nutrition|supplement|other, frequency "daily").',
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
        `Onboarding answers: ${JSON.stringify(input.responses)}`,
      ]);
      const recommendations = cleanOnboardingRecommendations(
        out.recommendations.map((r) => ({ ...r, frequency: 'daily' })),
        input.user,
      );
      if (recommendations.length === 0) throw new Error('no usable recommendations');
      return {
        programTitle: scrub(out.programTitle),
        focusAreas: out.focusAreas,
        recommendations,
        safety: null,
        disclaimer: medicalDisclaimer(),
      };
    });
  }

  async wizardRoutines(input: Parameters<Coach['wizardRoutines']>[0]): Promise<WizardRoutine[]> {
    const fallback = () => this.rules.wizardRoutinesSync(input);
    if (triage([input.context])) return this.shortCircuit('wizardRoutines', fallback);
    return this.attempt('wizardRoutines', fallback, async (signal) => {
      const out = await this.generate(WizardRoutinesOutput, signal, [
        'Task: suggest 3-5 daily routines for the onboarding wizard.',
        'Each routine: label, type (movement|nutrition|mindfulness|supplement|other), frequency "daily", included true,',
        'and 2-5 subtasks with a short name and a one-sentence description.',
        `Challenges: ${JSON.stringify(input.profile.challenges)}`,
        `How they have been feeling: ${JSON.stringify(input.context)}`,
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
      ]);
      const routines = cleanWizardRoutines(out.routines, input.user);
      if (routines.length === 0) throw new Error('no usable routines');
      return routines;
    });
  }

  async adaptPlan(input: Parameters<Coach['adaptPlan']>[0]): ReturnType<Coach['adaptPlan']> {
    // The rule adaptation is the base (and the fallback); the model refines note, extract and additions.
    const base = this.rules.adaptPlanSync(input);
    if (base.safety) return this.shortCircuit('adaptPlan', () => base);
    return this.attempt('adaptPlan', () => base, async (signal) => {
      const out = await this.generate(AdaptPlanOutput, signal, [
        "Task: read today's check-in note, extract mood, energy and pain (0-10) and symptoms,",
        'and suggest up to 4 gentle adjustments to today\'s plan (type add|soften|swap|remove, label, one-sentence rationale),',
        'plus a short encouraging coach note.',
        `Check-in note: ${JSON.stringify(input.note)}`,
        `Today's tasks: ${JSON.stringify(input.plan.tasks.map((t) => ({ label: t.label, status: t.status })))}`,
        `Active routines: ${JSON.stringify(input.routines.filter((r) => r.active !== false).map((r) => ({ type: r.type, label: r.label })))}`,
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
        `Recent logs: ${JSON.stringify(logsForPrompt(input.recentLogs))}`,
      ]);
      const additions: PlanTask[] = out.adjustments
        .filter((a) => a.type === 'add' && !base.plan.tasks.some((t) => t.label.toLowerCase() === a.label.toLowerCase()))
        .map((a) => ({ label: a.label, status: 'pending', reasonTag: 'adapted', source: 'adjustment_add' }));
      const plan: DailyPlan = cleanPlan({
        ...base.plan,
        coachNote: out.coachNote || base.plan.coachNote,
        tasks: [...base.plan.tasks, ...additions],
        adjustments: out.adjustments.map((a) => ({ ...a, rationale: a.rationale === undefined ? undefined : scrub(a.rationale) })),
        generatedBy: 'llm',
        disclaimer: medicalDisclaimer(),
        safety: null,
      }, input.user);
      return { plan, llmExtract: out.llmExtract, adjustments: plan.adjustments, safety: null };
    });
  }

  async weeklyRecommendations(input: Parameters<Coach['weeklyRecommendations']>[0]): ReturnType<Coach['weeklyRecommendations']> {
    const fallback = () => this.rules.weeklyRecommendationsSync(input);
    if (triage([input.reflectionNotes])) return this.shortCircuit('weeklyRecommendations', fallback);
    return this.attempt('weeklyRecommendations', fallback, async (signal) => {
      const out = await this.generate(WeeklyOutput, signal, [
        'Task: suggest 2-5 changes to this person\'s routines for next week from the week\'s statistics and reflection.',
        'Each: type add|modify|remove|keep, routineType movement|nutrition|mindfulness|supplement|other,',
        'label (for modify/remove/keep: the exact label of an existing routine), one-sentence rationale, priority high|medium|low.',
        `Week statistics: ${JSON.stringify(input.stats)}`,
        `Reflection: ${JSON.stringify(input.reflectionNotes)}`,
        `Routines: ${JSON.stringify(input.routines.map((r) => ({ type: r.type, label: r.label, active: r.active !== false })))}`,
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
        `Recent logs: ${JSON.stringify(logsForPrompt(input.recentLogs))}`,
      ]);
      const recommendations = cleanWeeklyRecommendations(out.recommendations, input.user);
      if (recommendations.length === 0) throw new Error('no usable recommendations');
      return { recommendations, source: 'llm' as const, safety: null, disclaimer: medicalDisclaimer() };
    });
  }

  // --- plumbing -----------------------------------------------------------------------------

  private async generate<S extends z.ZodType>(schema: S, signal: AbortSignal, lines: string[]): Promise<z.infer<S>> {
    const result = await generateText({
      model: this.opts.model,
      system: SYSTEM_PROMPT,
      prompt: lines.join('\n'),
      output: Output.object({ schema }),
      maxRetries: 0,
      abortSignal: signal,
      temperature: 0.4,
      // Non-strict JSON schema: OpenAI's strict mode refuses optional fields and length limits
      // (which the domain schemas use) and many OpenAI-compatible servers do not implement it.
      // The answer is validated by the domain schemas right here instead.
      providerOptions: { openai: { strictJsonSchema: false } },
    });
    // Output.object already validates; parse again so defaults/trim of the domain schemas apply.
    return schema.parse(result.output) as z.infer<S>;
  }

  /** A red flag: the model is not called; the rule coach's safety answer is returned. */
  private shortCircuit<T>(op: Op, answer: () => T): T {
    this.opts.log.info({ op, outcome: 'safety' }, 'LLM coach not called: red-flag triage');
    return answer();
  }

  /** Runs `call` under the timeout; any failure → logged (no user data) → the rule answer. */
  private async attempt<T>(op: Op, fallback: () => T, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(new CoachTimeoutError());
        reject(new CoachTimeoutError());
      }, this.opts.timeoutMs);
    });
    const started = Date.now();
    try {
      const answer = await Promise.race([call(controller.signal), timeout]);
      this.opts.log.info({ op, outcome: 'llm', ms: Date.now() - started }, 'LLM coach answered');
      return answer;
    } catch (error) {
      this.opts.log.warn(
        { op, outcome: 'fallback', reason: failureReason(error), errorName: error instanceof Error ? error.name : typeof error, ms: Date.now() - started },
        'LLM coach failed; using the rule-based answer',
      );
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }
}

function failureReason(error: unknown): 'timeout' | 'invalid_output' | 'model_error' {
  if (error instanceof CoachTimeoutError) return 'timeout';
  if (error instanceof z.ZodError) return 'invalid_output';
  const name = error instanceof Error ? error.name : '';
  if (/NoObjectGenerated|TypeValidation|JSONParse|NoOutput/.test(name)) return 'invalid_output';
  if (error instanceof Error && error.message === 'no usable recommendations') return 'invalid_output';
  if (error instanceof Error && error.message === 'no usable routines') return 'invalid_output';
  return 'model_error';
}

/** The parts of this one user's profile that help the coach. No name, email, location or ids. */
function profileForPrompt(user: User | null | undefined): Record<string, unknown> {
  if (!user) return {};
  return {
    challenges: user.challenges,
    goals: user.goals,
    healthConditions: user.healthConditions || undefined,
    medications: user.medications || undefined,
    pregnancyStatus: user.pregnancyStatus,
    exerciseLevel: user.exerciseLevel,
    sleepHours: user.sleepHours,
    stressLevel: user.stressLevel,
  };
}

/** Up to 7 recent logs of this user, reduced to what matters for coaching. */
function logsForPrompt(logs: DailyLog[] | undefined): unknown[] {
  return (logs ?? []).slice(-7).map((l) => ({
    date: l.date,
    notes: l.notes.slice(0, 500),
    mood: l.mood,
    completed: l.completed,
    llmExtract: l.llmExtract,
  }));
}
