import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Logger } from 'pino';
import type { Env } from '../env';
import type { Coach } from './coach';
import { LlmCoach } from './llm-coach';
import { RuleCoach } from './rule-coach';

export type CoachEnv = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'COACH_MODEL' | 'COACH_TIMEOUT_MS'> &
  Partial<Pick<Env, 'COACH_MAX_OUTPUT_TOKENS'>>;

/** The chat-completions model for any OpenAI-compatible server (`{baseURL}/chat/completions`). */
export function createChatModel(env: CoachEnv & { OPENAI_API_KEY: string }): LanguageModel {
  const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return openai.chat(env.COACH_MODEL);
}

/**
 * The coach for this server: the LLM coach when OPENAI_API_KEY is set (falling back to the rules
 * on any failure), otherwise the deterministic rule-based coach.
 */
export function createCoach(env: CoachEnv, log: Pick<Logger, 'warn' | 'info'>, opts: { model?: LanguageModel } = {}): Coach {
  const rules = new RuleCoach();
  if (!env.OPENAI_API_KEY && !opts.model) return rules;
  const model = opts.model ?? createChatModel({ ...env, OPENAI_API_KEY: env.OPENAI_API_KEY as string });
  log.info({ model: env.COACH_MODEL, timeoutMs: env.COACH_TIMEOUT_MS, maxOutputTokens: env.COACH_MAX_OUTPUT_TOKENS ?? 'per operation' }, 'LLM coach enabled');
  const cap = env.COACH_MAX_OUTPUT_TOKENS;
  const maxOutputTokens = cap ? { resetProgram: cap, wizardRoutines: cap, adaptPlan: cap, weeklyRecommendations: cap } : undefined;
  return new LlmCoach({ model, log, timeoutMs: env.COACH_TIMEOUT_MS, fallback: rules, maxOutputTokens });
}
