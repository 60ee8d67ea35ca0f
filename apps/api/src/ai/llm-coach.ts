import {
  acceptedCoachFlags,
  countryFromLocation,
  MEDICAL_DISCLAIMER,
  noticeForReading,
  readNoteSafety,
  RED_FLAG_CATEGORIES,
  withCoachFlags,
  sanitizeDailyPlan,
  sanitizeRecommendations,
  screeningProfileFrom,
  scrubUnsafeAdvice,
  triageMany,
  type DailyPlan,
  type LlmExtractObject,
  type PlanTask,
  type WeeklyRecommendation,
  type WizardRoutine,
} from '@cadence/domain';
import { generateText, Output, type LanguageModel } from 'ai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Coach } from './coach';
import { AdaptPlanOutput, OPERATION_LIMITS, ResetProgramOutput, WeeklyOutput, WizardRoutinesOutput } from './llm-output';
import { historyForPrompt, logsForPrompt, onboardingSummary, profileForPrompt, redact, summaryOf } from './prompt-data';
import {
  describeDropped,
  gateItems,
  gateText,
  isBareMention,
  isEcho,
  labelProblem,
  tokens,
  newComparedTo,
  outsideCatalogue,
  QualityRejection,
  sameIntent,
  type GateResult,
} from './quality-gate';
import { RuleCoach } from './rule-coach';

export interface LlmCoachOptions {
  /** Any AI SDK language model (openai.chat(model) in production, MockLanguageModelV3 in tests). */
  model: LanguageModel;
  log: Pick<Logger, 'warn' | 'info'>;
  /** Hard limit per call; on expiry the rule-based answer is returned. */
  timeoutMs: number;
  /** The deterministic coach used for safety short-circuits and every fallback. */
  fallback?: RuleCoach;
  /** Output-token budget per operation (defaults: OPERATION_LIMITS). */
  maxOutputTokens?: Partial<Record<Op, number>>;
}

export type Op = 'resetProgram' | 'wizardRoutines' | 'adaptPlan' | 'weeklyRecommendations';

class CoachTimeoutError extends Error {
  constructor() {
    super('coach model timed out');
    this.name = 'CoachTimeoutError';
  }
}

const SYSTEM_PROMPT = [
  'You are a warm, careful wellness coach for people (mostly women) following a 45-Day Hormone Reset.',
  'Give gentle, practical, evidence-informed lifestyle suggestions: movement, nutrition, mindfulness, sleep, supplements.',
  'Never diagnose, never change or stop medication, never give calorie targets, calorie numbers or weight-loss quantities.',
  'Only suggest supplements that are commonly considered safe, and always say to check with a doctor first.',
  'Write labels as short plain phrases for a person, never as field names. Do not repeat yourself or copy the input.',
  'Answer with JSON matching the schema exactly.',
].join(' ');

const L = OPERATION_LIMITS;

/** Item repairs made by the gate, logged with the outcome (counts only, no user data). */
type Repairs = Record<string, number>;

function merge(into: Repairs, dropped: Record<string, number>, prefix: string): void {
  for (const [k, n] of Object.entries(dropped)) into[`${prefix}.${k}`] = (into[`${prefix}.${k}`] ?? 0) + n;
}

function requireItems<T>(gate: GateResult<T>, min: number): T[] {
  if (gate.kept.length < min) throw new QualityRejection(gate.kept.length === 0 ? 'empty_answer' : 'too_few_items', describeDropped(gate.dropped));
  return gate.kept;
}

/**
 * The LLM coach (AI SDK 6). Safety runs BEFORE the model: when red-flag triage fires the model
 * is not called and the rule coach's safety answer is returned. The prompt carries a minimised
 * view of her data (prompt-data.ts). After the model: the answer is validated, passed through the
 * quality gate (quality-gate.ts), screened for this user, scrubbed of calorie/weight targets and
 * given the disclaimer; it is used only when it passes and adds something the rules did not.
 * Any failure, timeout or rejection returns the rule-based answer. Every call logs one line
 * `{ op, outcome: 'llm' | 'fallback' | 'safety', reason?, detail?, repairs?, ms }` (no user data).
 */
export class LlmCoach implements Coach {
  readonly kind = 'llm' as const;
  private readonly rules: RuleCoach;

  constructor(private readonly opts: LlmCoachOptions) {
    this.rules = opts.fallback ?? new RuleCoach();
  }

  async resetProgram(input: Parameters<Coach['resetProgram']>[0]): ReturnType<Coach['resetProgram']> {
    const base = this.rules.resetProgramSync(input);
    if (base.safety) return this.shortCircuit('resetProgram', base);
    const answers = Object.values(input.responses);
    const screening = screeningProfileFrom(input.user ?? {}, ...answers);
    return this.attempt('resetProgram', base, async (signal, repairs) => {
      const out = await this.generate('resetProgram', ResetProgramOutput, signal, [
        'Task: create a personalised reset programme from a summary of the onboarding answers.',
        `Return a short programme title, up to 4 focus areas and ${L.resetProgram.minItems}-${L.resetProgram.maxItems} different recommendations`,
        '(title: a short phrase; description: one sentence; category one of mindfulness|movement|nutrition|supplement|other).',
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
        `Answers (summary): ${JSON.stringify(onboardingSummary(input.responses))}`,
      ]);
      const gate = gateItems(out.recommendations, {
        label: (r) => r.title,
        texts: (r) => [r.description],
        inputs: answers,
        check: (r) =>
          isBareMention(r.title, answers) ? 'echo' : outsideCatalogue(`${r.title} ${r.description}`, r.category === 'supplement', screening) ? 'outside_catalogue' : null,
      });
      merge(repairs, gate.dropped, 'recommendations');
      const kept = requireItems(gate, L.resetProgram.minItems);
      const recommendations = sanitizeRecommendations(
        kept.map((r) => ({ ...r, description: scrubUnsafeAdvice(r.description), frequency: 'daily' })),
        input.user ?? {},
      );
      if (newComparedTo(recommendations, base.recommendations, (r) => r.title, (r) => r.title).length === 0) {
        throw new QualityRejection('nothing_added');
      }
      const title = gateText(out.programTitle, answers, 4);
      if (title === null) repairs['programTitle.rules'] = 1;
      const focusAreas = out.focusAreas.filter((f, i, all) => all.indexOf(f) === i);
      return {
        programTitle: title === null ? base.programTitle : scrubUnsafeAdvice(title),
        focusAreas: focusAreas.length > 0 ? focusAreas : base.focusAreas,
        recommendations: topUp(recommendations, base.recommendations, L.resetProgram.maxItems, (r) => r.title),
        safety: null,
        disclaimer: MEDICAL_DISCLAIMER,
      };
    });
  }

  async wizardRoutines(input: Parameters<Coach['wizardRoutines']>[0]): Promise<WizardRoutine[]> {
    const base = this.rules.wizardRoutinesSync(input);
    const texts = [input.context, input.profile.customChallenge ?? '', ...input.profile.challenges];
    if (triageMany(texts)) return this.shortCircuit('wizardRoutines', base);
    const screening = screeningProfileFrom({ ...(input.user ?? {}), lifeStage: input.lifeStage ?? input.user?.lifeStage ?? null }, ...texts);
    return this.attempt('wizardRoutines', base, async (signal, repairs) => {
      const out = await this.generate('wizardRoutines', WizardRoutinesOutput, signal, [
        `Task: suggest ${L.wizardRoutines.minItems}-${L.wizardRoutines.maxItems} different daily routines for the onboarding wizard.`,
        'Each routine: label (a short phrase), type (movement|nutrition|mindfulness|supplement|other),',
        `and ${L.wizardRoutines.minSubtasks}-${L.wizardRoutines.maxSubtasks} subtasks with a short name and a one-sentence description.`,
        `Challenges: ${JSON.stringify([...input.profile.challenges, ...(input.profile.customChallenge ? [input.profile.customChallenge] : [])].slice(0, 8))}`,
        `How they have been feeling (summary): ${JSON.stringify(summaryOf([input.context]))}`,
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
      ]);
      const routines = out.routines.map((r) => {
        const subtasks = gateItems(r.subtasks, { label: (s) => s.name, texts: (s) => [s.description], inputs: texts });
        merge(repairs, subtasks.dropped, 'subtasks');
        return { ...r, subtasks: subtasks.kept };
      });
      const gate = gateItems(routines, {
        label: (r) => r.label,
        inputs: texts,
        check: (r) =>
          isBareMention(r.label, texts)
            ? 'echo'
            : outsideCatalogue([r.label, ...r.subtasks.flatMap((s) => [s.name, s.description])].join(' '), r.type === 'supplement', screening)
              ? 'outside_catalogue'
              : null,
      });
      merge(repairs, gate.dropped, 'routines');
      const kept = requireItems(gate, L.wizardRoutines.minItems);
      const cleaned = sanitizeRecommendations(
        kept.map((r) => ({
          label: r.label,
          type: r.type,
          frequency: 'daily' as const,
          included: true,
          subtasks: r.subtasks.map((s) => ({ name: s.name, description: scrubUnsafeAdvice(s.description) })),
        })),
        input.user ?? {},
      );
      if (newComparedTo(cleaned, base, (r) => r.label, (r) => r.label).length === 0) throw new QualityRejection('nothing_added');
      return cleaned;
    });
  }

  async adaptPlan(input: Parameters<Coach['adaptPlan']>[0]): ReturnType<Coach['adaptPlan']> {
    // The rule adaptation is the base (and the fallback); the model may add a note, levels the
    // rules could not read, symptoms and extra adjustments.
    const base = this.rules.adaptPlanSync(input);
    if (base.safety) return this.shortCircuit('adaptPlan', base);
    const inputs = [input.note];
    return this.attempt('adaptPlan', base, async (signal, repairs) => {
      const out = await this.generate('adaptPlan', AdaptPlanOutput, signal, [
        "Task: read today's check-in note; rate mood, energy and pain from 0 to 10 (null when the note does not say),",
        `list the symptoms it mentions, suggest up to ${L.adaptPlan.maxItems} gentle adjustments to today's plan`,
        "(type add|soften|swap|remove, label: a short phrase, rationale: one sentence), and write a short encouraging coach note in your own words.",
        `Safety: if the note says SHE has one of these right now, put it in redFlags with her exact words copied from the note (3 to 12 words): ${RED_FLAG_CATEGORIES.join(', ')}. Not what she does not have, not someone else, not the past. Otherwise redFlags is [].`,
        `Check-in note: ${JSON.stringify(redact(input.note, input.user))}`,
        `Today's tasks: ${JSON.stringify(input.plan.tasks.map((t) => ({ label: t.label, status: t.status })))}`,
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
        `Recent days: ${JSON.stringify(logsForPrompt(input.recentLogs, input.date))}`,
        `Her progress: ${JSON.stringify(historyForPrompt(input.noteContext))}`,
      ]);

      const baseExtract: LlmExtractObject = typeof base.llmExtract === 'object' && base.llmExtract ? base.llmExtract : { symptoms: [] };

      // The coach model may add a red flag the rules did not see, never remove one (docs/decisions/146): only with
      // her own words, not negated, not someone else's, not past. Then the plan is not changed and the notice shows.
      const coachFlags = acceptedCoachFlags(input.note, out.redFlags);
      if (out.redFlags.length > coachFlags.length) repairs['redFlags.rejected'] = out.redFlags.length - coachFlags.length;
      if (coachFlags.length > 0) {
        const reading = withCoachFlags(await readNoteSafety(input.note, null), coachFlags);
        const safety = noticeForReading(reading, { country: countryFromLocation(input.user.location) });
        if (safety) {
          repairs['redFlags.coach_model'] = coachFlags.length;
          return { plan: { ...input.plan, safety }, llmExtract: baseExtract, adjustments: [], safety };
        }
      }
      const { extract, added: extractAdded } = mergeExtract(baseExtract, out.llmExtract, inputs, repairs);

      const note = gateText(out.coachNote, inputs, 20, { sentence: true });
      if (note === null) repairs['coachNote.rules'] = 1;

      const taskLabels = base.plan.tasks.map((t) => t.label);
      const gate = gateItems(out.adjustments, {
        label: (a) => a.label,
        inputs,
        check: (a) => {
          if (a.type === 'add' && taskLabels.some((l) => sameIntent(l, a.label))) return 'duplicate';
          // 'Fatigue' as an adjustment: a symptom, not something to do.
          return isBareMention(a.label, [...inputs, ...extract.symptoms]) ? 'echo' : null;
        },
      });
      merge(repairs, gate.dropped, 'adjustments');
      const adjustments = gate.kept.map((a) => {
        const rationale = gateText(a.rationale, inputs, 8);
        return rationale === null ? { label: a.label, type: a.type } : { label: a.label, type: a.type, rationale: scrubUnsafeAdvice(rationale) };
      });
      const newAdjustments = newComparedTo(adjustments, base.adjustments, (a) => a.label, (a) => (typeof a === 'string' ? a : a.label));
      if (note === null && newAdjustments.length === 0 && !extractAdded) throw new QualityRejection('nothing_added', describeDropped(repairs));

      const additions: PlanTask[] = newAdjustments
        .filter((a) => a.type === 'add')
        .map((a) => ({ label: a.label, status: 'pending', reasonTag: 'adapted', source: 'adjustment_add' }));
      const plan: DailyPlan = sanitizeDailyPlan(
        {
          ...base.plan,
          coachNote: note === null ? base.plan.coachNote : scrubUnsafeAdvice(note),
          tasks: [...base.plan.tasks, ...additions],
          adjustments: [...base.plan.adjustments, ...newAdjustments],
          generatedBy: 'llm',
          disclaimer: MEDICAL_DISCLAIMER,
          safety: null,
        },
        input.user,
      );
      return { plan, llmExtract: extract, adjustments: plan.adjustments, safety: null };
    });
  }

  async weeklyRecommendations(input: Parameters<Coach['weeklyRecommendations']>[0]): ReturnType<Coach['weeklyRecommendations']> {
    const base = this.rules.weeklyRecommendationsSync(input);
    if (base.safety) return this.shortCircuit('weeklyRecommendations', base);
    const inputs = [input.reflectionNotes];
    const screening = screeningProfileFrom(input.user, input.reflectionNotes);
    const existing = input.routines.map((r) => r.label);
    return this.attempt('weeklyRecommendations', base, async (signal, repairs) => {
      const out = await this.generate('weeklyRecommendations', WeeklyOutput, signal, [
        `Task: suggest ${L.weeklyRecommendations.minItems}-${L.weeklyRecommendations.maxItems} different changes to this person's routines for next week.`,
        'Each: type add|modify|remove|keep, routineType movement|nutrition|mindfulness|supplement|other,',
        'label (for modify/remove/keep: the exact label of one of the routines below; for add: a short new phrase),',
        'rationale (one sentence), priority high|medium|low.',
        `Week statistics: ${JSON.stringify(input.stats)}`,
        `Reflection (summary): ${JSON.stringify(summaryOf(inputs))}`,
        `Routines: ${JSON.stringify(input.routines.map((r) => ({ type: r.type, label: r.label, active: r.active !== false })))}`,
        `Profile: ${JSON.stringify(profileForPrompt(input.user))}`,
        `Recent days: ${JSON.stringify(logsForPrompt(input.recentLogs))}`,
      ]);
      const gate = gateItems(out.recommendations, {
        label: (r) => r.label,
        texts: (r) => [r.rationale],
        inputs,
        check: (r) => {
          const known = existing.find((l) => l.toLowerCase() === r.label.toLowerCase());
          if (r.type !== 'add' && !known) return 'unknown_routine';
          if (r.type === 'add' && existing.some((l) => sameIntent(l, r.label))) return 'duplicate';
          return outsideCatalogue(`${r.label} ${r.rationale}`, r.routineType === 'supplement', screening) ? 'outside_catalogue' : null;
        },
      });
      merge(repairs, gate.dropped, 'recommendations');
      const kept = requireItems(gate, L.weeklyRecommendations.minItems);
      const recommendations = sanitizeRecommendations(
        kept.map((r) => ({ ...r, rationale: scrubUnsafeAdvice(r.rationale) })),
        input.user,
      );
      const key = (r: WeeklyRecommendation) => `${r.type} ${r.label}`;
      if (newComparedTo(recommendations, base.recommendations, key, key).length === 0) throw new QualityRejection('nothing_added');
      return { recommendations, source: 'llm' as const, safety: null, disclaimer: MEDICAL_DISCLAIMER };
    });
  }

  // --- plumbing -----------------------------------------------------------------------------

  private async generate<S extends z.ZodType>(op: Op, schema: S, signal: AbortSignal, lines: string[]): Promise<z.infer<S>> {
    const result = await generateText({
      model: this.opts.model,
      system: SYSTEM_PROMPT,
      prompt: lines.join('\n'),
      output: Output.object({ schema }),
      maxRetries: 0,
      abortSignal: signal,
      temperature: 0.4,
      maxOutputTokens: this.opts.maxOutputTokens?.[op] ?? L[op].maxOutputTokens,
      // Non-strict JSON schema: OpenAI's strict mode refuses length limits and many
      // OpenAI-compatible servers do not implement it. The answer is validated right here.
      providerOptions: { openai: { strictJsonSchema: false } },
    });
    if (result.finishReason === 'length') throw new OutputLimitError();
    return schema.parse(result.output) as z.infer<S>;
  }

  /** A red flag: the model is not called; the rule coach's safety answer is returned. */
  private shortCircuit<T>(op: Op, answer: T): T {
    this.opts.log.info({ op, outcome: 'safety' }, 'LLM coach not called: red-flag triage');
    return answer;
  }

  /** Runs `call` under the timeout; any failure or rejection → logged (no user data) → the rule answer. */
  private async attempt<T>(op: Op, fallback: T, call: (signal: AbortSignal, repairs: Repairs) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(new CoachTimeoutError());
        reject(new CoachTimeoutError());
      }, this.opts.timeoutMs);
    });
    const started = Date.now();
    const repairs: Repairs = {};
    try {
      const answer = await Promise.race([call(controller.signal, repairs), timeout]);
      this.opts.log.info({ op, outcome: 'llm', repairs, ms: Date.now() - started }, 'LLM coach answered');
      return answer;
    } catch (error) {
      const { reason, detail } = failureReason(error);
      this.opts.log.warn(
        { op, outcome: 'fallback', reason, detail, repairs, errorName: error instanceof Error ? error.name : typeof error, ms: Date.now() - started },
        'LLM coach answer not used; the rule-based answer is returned',
      );
      return fallback;
    } finally {
      clearTimeout(timer);
      if (!controller.signal.aborted) controller.abort();
    }
  }
}

class OutputLimitError extends Error {
  constructor() {
    super('the model hit maxOutputTokens');
    this.name = 'OutputLimitError';
  }
}

export type FallbackReason = 'timeout' | 'invalid_output' | 'output_limit' | 'model_error' | `quality:${QualityRejection['reason']}`;

function failureReason(error: unknown): { reason: FallbackReason; detail?: string } {
  if (error instanceof CoachTimeoutError) return { reason: 'timeout' };
  if (error instanceof OutputLimitError) return { reason: 'output_limit' };
  if (error instanceof QualityRejection) return { reason: `quality:${error.reason}`, detail: error.detail || undefined };
  if (error instanceof z.ZodError) return { reason: 'invalid_output', detail: error.issues[0]?.path.join('.') };
  const name = error instanceof Error ? error.name : '';
  if (/NoObjectGenerated|TypeValidation|JSONParse|NoOutput/.test(name)) return { reason: 'invalid_output', detail: name };
  if (name === 'AbortError') return { reason: 'timeout' };
  return { reason: 'model_error', detail: name || undefined };
}

/**
 * The rules' extract, plus what the model read that the rules did not: a level only as a number
 * 0-10, symptoms only when they share a word with the note (no invented symptoms) and are new.
 */
function mergeExtract(
  rules: LlmExtractObject,
  model: z.infer<typeof AdaptPlanOutput>['llmExtract'],
  inputs: readonly string[],
  repairs: Repairs,
): { extract: LlmExtractObject; added: boolean } {
  const extract: LlmExtractObject = { ...rules, symptoms: [...rules.symptoms] };
  let added = false;
  for (const k of ['mood', 'energy', 'pain'] as const) {
    const v = model[k];
    if (extract[k] === undefined && typeof v === 'number') {
      extract[k] = Math.round(v);
      added = true;
    }
  }
  const noteWords = new Set(inputs.flatMap(tokens).map((w) => w.replace(/(ing|ed|es|s)$/, '')));
  for (const s of model.symptoms) {
    const mentioned = tokens(s).some((w) => w.length >= 3 && noteWords.has(w.replace(/(ing|ed|es|s)$/, '')));
    const problem = labelProblem(s, []) ?? (s.split(/\s+/).length > 4 && isEcho(s, inputs) ? 'echo' : !mentioned ? 'not_in_note' : null);
    if (problem) repairs[`symptoms.${problem}`] = (repairs[`symptoms.${problem}`] ?? 0) + 1;
    else if (!extract.symptoms.some((x) => sameIntent(x, s)) && extract.symptoms.length < L.adaptPlan.maxSymptoms) {
      extract.symptoms.push(s.toLowerCase());
      added = true;
    }
  }
  return { extract, added };
}

/** The model's items, then the rules' items that say something else, up to `max`. */
function topUp<T>(items: T[], rules: readonly T[], max: number, label: (item: T) => string): T[] {
  const out = [...items];
  for (const r of rules) {
    if (out.length >= max) break;
    if (!out.some((i) => sameIntent(label(i), label(r)))) out.push(r);
  }
  return out;
}
