// Helpers of the real-model test tier (docs/decisions/034): captured log lines, the per-call results table,
// a client for the LLM test server's hooks, and the response schemas the tier checks.
import {
  AdaptPlanResponseSchema,
  GenerateResetProgramResponseSchema,
  GenerateRoutinesResponseSchema,
  LlmExtractSchema,
  OnboardingRecommendationSchema,
  SafetyNoticeSchema,
  WeeklyRecommendationSchema,
  WeeklyRecommendationsResponseSchema,
} from '@cadence/domain';
import { pino, type Logger } from 'pino';
import { z } from 'zod';

declare module 'vitest' {
  export interface ProvidedContext {
    llmUrl: string;
  }
}

/** One JSON log line of the API. */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

/** A pino logger at info level whose lines are kept in memory (and not printed). */
export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { logger: capturingLoggerInto(lines), lines };
}

/** A pino logger at info level appending its lines to `lines`. */
export function capturingLoggerInto(lines: LogLine[]): Logger {
  return pino(
    { level: 'info', base: { service: 'cadence-api' } },
    {
      write(chunk: string) {
        for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
}

/** The coach's outcome log lines (one per coach call; see LlmCoach). */
export function coachLines(lines: LogLine[]): LogLine[] {
  return lines.filter((l) => typeof l.op === 'string' && typeof l.outcome === 'string');
}

/** Hooks of tooling/llm-test-server. */
export function llmServer(url: string) {
  return {
    url,
    async requests(): Promise<{ body: { messages: { role: string; content: unknown }[]; max_tokens?: number; response_format?: unknown } }[]> {
      const res = await fetch(`${url}/__requests`);
      return ((await res.json()) as { requests: never[] }).requests;
    },
    async count(): Promise<number> {
      return (await this.requests()).length;
    },
    async setMode(mode: 'normal' | 'ignore-format') {
      const res = await fetch(`${url}/__mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
      if (!res.ok) throw new Error(`setMode ${mode}: ${res.status}`);
    },
  };
}

export interface TierRow {
  scenario: string;
  surface: 'REST' | 'tRPC';
  call: string;
  status: number;
  outcome: string;
  ms: number;
  modelRequests: number;
}

export function formatTable(title: string, rows: TierRow[]): string {
  const head = ['scenario', 'surface', 'call', 'status', 'coach', 'latency', 'model calls'];
  const body = rows.map((r) => [r.scenario, r.surface, r.call, String(r.status), r.outcome, `${r.ms} ms`, String(r.modelRequests)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [`\n${title}`, fmt(head), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...body.map(fmt)].join('\n');
}

// --- what the API answers (strict: no unknown keys, no null where optional) -----------------------

const disclaimer = z.string().min(1);

export const ResetProgramBody = GenerateResetProgramResponseSchema.extend({
  focusAreas: z.array(z.string().min(1)),
  recommendationDetails: z.array(OnboardingRecommendationSchema),
  safety: SafetyNoticeSchema.optional(),
  disclaimer: disclaimer.optional(),
});

export const RoutinesBody = GenerateRoutinesResponseSchema.extend({
  safety: SafetyNoticeSchema.optional(),
  disclaimer: disclaimer.optional(),
});

export const AdaptBody = AdaptPlanResponseSchema.extend({ llmExtract: LlmExtractSchema.nullable() });

export const WeeklyBody = WeeklyRecommendationsResponseSchema.extend({
  recommendations: z.array(WeeklyRecommendationSchema.extend({ id: z.string().min(1) })),
  source: z.enum(['rules', 'llm']),
  recommendationSetId: z.string(),
  weekStartDate: z.string(),
  safety: SafetyNoticeSchema.optional(),
  disclaimer: disclaimer.optional(),
});
