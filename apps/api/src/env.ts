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
  /** Reads per minute per session, and per client address for reads without a session (public profile). */
  RATE_LIMIT_READS_PER_MIN: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_ANON_READS_PER_MIN: z.coerce.number().int().min(1).default(120),
  /**
   * Addresses (IPs or CIDRs, comma-separated) of reverse proxies whose X-Forwarded-For is believed.
   * Empty (default): the socket address is the client address, whatever the headers say.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean)),
  /** Whole request (headers + body) must arrive within this time, else the connection is closed (slow clients). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  /** Most requests worked on at once per process (the adaptive limit's ceiling); beyond it an immediate 503 + Retry-After. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(64),
  /** A request's database work stops (503) once it is this old: nobody waits longer for an answer. */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(1_000),
  /** /healthz answers 503 once the database has been unreachable this long (a supervisor then restarts the app). */
  DB_UNHEALTHY_AFTER_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Requests per minute per session (or IP) for whole-account calls: export, restore, delete, summary, passkeys, device links. */
  RATE_LIMIT_DATA_PER_MIN: z.coerce.number().int().min(1).default(30),
  /**
   * The address people open Cadence at (e.g. https://cadence.example): printed at start, and in
   * production the one origin passkeys are made and used from (unless WEBAUTHN_ORIGINS lists them).
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** WebAuthn relying-party id: the site's host name (passkeys are bound to it). Default: PUBLIC_URL's (or the first origin's) host, else localhost. */
  WEBAUTHN_RP_ID: z.string().min(1).max(253).optional(),
  WEBAUTHN_RP_NAME: z.string().min(1).max(64).default('Cadence'),
  /**
   * Origins passkeys may be used from, comma-separated (e.g. https://cadence.example). In production
   * this or PUBLIC_URL is required (without either, passkeys are off and the server says so at start);
   * in development and tests any origin on the relying party's host is accepted.
   */
  WEBAUTHN_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
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
