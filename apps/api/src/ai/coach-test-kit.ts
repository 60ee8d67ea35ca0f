// Fixtures shared by the coach unit tests (not a test file itself).
import { DailyPlanSchema, UserSchema, type DailyPlan, type User, type WeeklyStats } from '@cadence/domain';
import { MockLanguageModelV3 } from 'ai/test';
import { vi } from 'vitest';

export const PRIVATE_NAME = 'Zelda Quartermaine';
export const PRIVATE_EMAIL = 'zelda.q@example.com';

/** A user on thyroid medication (ashwagandha must never be suggested to her). */
export function thyroidUser(overrides: Partial<User> = {}): User {
  return UserSchema.parse({
    id: 'user_1',
    name: PRIVATE_NAME,
    email: PRIVATE_EMAIL,
    location: 'Secretville',
    createdAt: '2025-03-01T08:00:00.000Z',
    challenges: ['fatigue', 'stress'],
    goals: ['Energy Boost'],
    healthConditions: 'Hypothyroidism',
    medications: 'Levothyroxine 50mcg',
    ...overrides,
  });
}

export const lowWeek: WeeklyStats = {
  completedDays: 2,
  totalDays: 7,
  categoryStats: { movement: 1, nutrition: 2, mindfulness: 0 },
  commonSymptoms: ['fatigue'],
  energyTrend: 'declining',
};

export function samplePlan(): DailyPlan {
  return DailyPlanSchema.parse({
    userId: 'user_1',
    date: '2025-03-03',
    tasks: [
      { label: 'HIIT workout', source: 'routine', category: 'movement', reasonTag: 'Daily routine' },
      { label: 'Evening journaling', source: 'routine', category: 'mindfulness', reasonTag: 'Daily routine' },
    ],
  });
}

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mock model answering with `output` as text (objects are JSON-encoded) after `delayMs`, ignoring aborts. */
export function mockModel(output: unknown, opts: { delayMs?: number; fail?: Error } = {}): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      if (opts.delayMs) await sleep(opts.delayMs);
      if (opts.fail) throw opts.fail;
      return {
        content: [{ type: 'text', text: typeof output === 'string' ? output : JSON.stringify(output) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

/** A logger that records warn calls. */
export function recordingLog() {
  const warns: unknown[][] = [];
  const infos: unknown[][] = [];
  return {
    warns,
    infos,
    warn: (...args: unknown[]) => void warns.push(args),
    info: (...args: unknown[]) => void infos.push(args),
  };
}

/**
 * Runs `call` under fake timers and says whether it had answered 1 ms before `ms` of (fake) time had
 * passed, and what it answered once `ms` had: a timeout is proven on the clock the coach's timer
 * reads, not on the machine's speed (no wall-clock budget that a busy event loop could miss).
 */
export async function answerAcross<T>(ms: number, call: () => Promise<T>): Promise<{ answeredBefore: boolean; answer: T }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let answered = false;
    const pending = call().finally(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(ms - 1);
    const answeredBefore = answered;
    await vi.advanceTimersByTimeAsync(1);
    return { answeredBefore, answer: await pending };
  } finally {
    vi.useRealTimers();
  }
}
