import { z } from 'zod';

/** The one place apps/api reads the environment. Validated with zod at start-up. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  MONGODB_URI: z.string().url().optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[a-zA-Z0-9_-]{1,63}$/)
    .default('cadence'),
  /** Directory of the built web app served by the API in production (apps/web/dist). */
  WEB_DIST: z.string().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  COACH_MODEL: z.string().default('gpt-4o-mini'),
  /**
   * Per-call limit of the LLM coach; on expiry the rule coach answers. 15 s fits a hosted API
   * (OpenAI: 2-8 s for these answers); a local CPU server needs 30-60 s (README, "The LLM coach").
   */
  COACH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** Output-token budget for every coach call; unset: per operation (350-600, ai/llm-output.ts). */
  COACH_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(8_192).optional(),
  /** Requests per minute per session (or IP) for writes and for AI calls. */
  RATE_LIMIT_WRITES_PER_MIN: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_AI_PER_MIN: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Force the Secure cookie flag / HSTS (defaults to on in production). */
  SECURE_COOKIES: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
