// The real-model tier (docs/decisions/034, `pnpm test:llm`): every AI-backed call of the REST and tRPC
// surfaces, through the running app, against tooling/llm-test-server (SmolLM2-135M on CPU).
// It asserts robustness, never prose: 2xx, schema-valid bodies, the disclaimer, safety
// short-circuits without a model call, screening, a logged reason for every fallback, and what
// the model was sent (nothing that identifies her). It prints one table per scenario.
import { testDbName } from '@cadence/db';
import { screenRecommendationsDetailed, type SupplementScreeningProfile } from '@cadence/domain';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TEST_ENV, TestBrowser, trpcClientFor, type TestServer } from '../../testing/test-server';
import { TZ_HEADERS } from '../../e2e-api/e2e-kit';
import {
  AdaptBody,
  capturingLogger,
  capturingLoggerInto,
  coachLines,
  llmServer,
  formatTable,
  ResetProgramBody,
  RoutinesBody,
  WeeklyBody,
  type LogLine,
  type TierRow,
} from './tier-kit';

/** Per-call coach timeout for the CPU model (the README's figure for a local CPU server). */
const TIMEOUT_MS = process.env.LLM_TIER_TIMEOUT_MS ?? '30000';
const FAST_TIMEOUT_MS = 1_500;

// --- her data: everything here that identifies her must never reach the model ------------------
const DANA = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  location: 'Leeds',
  medications: 'Levothyroxine 50mcg, warfarin 3mg',
  healthConditions: 'Hypothyroidism',
};
const DANA_ANSWERS = {
  basic_info: 'I am Dana, 47, a primary teacher in Leeds (dana.whitfield@example.com).',
  hormone_symptoms: 'Exhausted by 3pm, hot flushes at night, broken sleep. I take levothyroxine and warfarin.',
  wellness_priorities: 'Steady energy and calmer evenings; I want to eat proper breakfasts.',
  past_approaches: 'Tried running at Roundhay Park but my knees ached.',
  current_support: 'My sister Imogen walks with me on Sundays.',
};
const WIZARD = {
  profile: { name: 'Jo Bloggs', email: 'jo.bloggs@example.com', location: 'York', challenges: ['Sleep Issues', 'Stress/Burnout'], customChallenge: 'Perimenopause' },
  context: "I'm Jo from York, on sertraline since spring; exhausted, sleeping badly and snacking late.",
};
const NOTE = 'Tired today, knees ache after the stairs at Leeds station; slept maybe five hours.';
const REFLECTION = 'A heavy week: walked twice, skipped journaling, evenings were stressful and I snacked late.';
const RED_FLAG = 'Last night I had chest pain and I nearly fainted.';

/** Strings that identify Dana or Jo (or are their verbatim free text). */
const IDENTIFYING = [
  'Dana',
  'Whitfield',
  DANA.email,
  'Leeds',
  'Levothyroxine',
  'warfarin',
  'Hypothyroidism',
  'Roundhay',
  'Imogen',
  'teacher',
  'Jo Bloggs',
  WIZARD.profile.email,
  'York',
  'sertraline',
  ...Object.values(DANA_ANSWERS),
  WIZARD.context,
  NOTE,
  REFLECTION,
];

let llm: ReturnType<typeof llmServer>;
let app: TestServer;
let lines: LogLine[];
const tables: string[] = [];
/** What the used LLM answers said (labels and note only), printed after the tables for a human to read. */
const usedAnswers: string[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads any of the four bodies
function answerSummary(json: any): string {
  const b = json ?? {};
  if (b.dailyPlan) {
    const adj = (b.dailyPlan.adjustments ?? []).map((a: { label?: string } | string) => (typeof a === 'string' ? a : a.label));
    return `note "${String(b.dailyPlan.coachNote).slice(0, 120)}"; adjustments ${JSON.stringify(adj)}; extract ${JSON.stringify(b.llmExtract)}`;
  }
  if (b.resetProgram) return `"${b.resetProgram.programTitle}": ${JSON.stringify(b.resetProgram.recommendations)}`;
  if (b.routines) return JSON.stringify(b.routines.map((r: { label: string; subtasks: { name: string }[] }) => `${r.label} (${r.subtasks.map((t) => t.name).join(', ')})`));
  if (b.recommendations) return JSON.stringify(b.recommendations.map((r: { type: string; label: string }) => `${r.type}: ${r.label}`));
  return JSON.stringify(b).slice(0, 200);
}

beforeAll(async () => {
  llm = llmServer(inject('llmUrl'));
  const captured = capturingLogger();
  lines = captured.lines;
  app = await startTestServer({
    mongoUri: inject('mongoUri'),
    dbName: testDbName('api_llm_tier'),
    logger: captured.logger,
    env: { ...TEST_ENV, OPENAI_BASE_URL: `${llm.url}/v1`, OPENAI_API_KEY: 'llm-test', COACH_MODEL: 'smollm2-135m-instruct', COACH_TIMEOUT_MS: TIMEOUT_MS },
  });
});
afterAll(async () => {
  await app?.close({ dropDatabase: true });
  if (tables.length) console.log(tables.join('\n'));
  if (usedAnswers.length) console.log(['\nLLM answers used (after the gate):', ...usedAnswers].join('\n'));
});

function trpcFor(server: TestServer, browser: TestBrowser) {
  if (browser.baseUrl !== server.url) throw new Error('the browser belongs to another server');
  return trpcClientFor(browser, { headers: TZ_HEADERS });
}

async function newDana(server: TestServer) {
  const browser = new TestBrowser(server.url);
  const created = await browser.request('POST', '/api/wellness/users', { name: DANA.name, location: DANA.location, challenges: ['fatigue', 'stress'] });
  expect(created.status).toBe(201);
  const userId = created.json.id as string;
  const updated = await browser.request('PUT', `/api/wellness/users/${userId}`, {
    email: DANA.email,
    age: 47,
    healthConditions: DANA.healthConditions,
    medications: DANA.medications,
    sleepHours: 5,
    stressLevel: 8,
  });
  expect(updated.status).toBe(200);
  for (const r of [
    { type: 'movement', label: 'Morning walk' },
    { type: 'mindfulness', label: 'Evening journaling' },
    { type: 'nutrition', label: 'Protein breakfast' },
  ]) {
    const res = await browser.request('POST', '/api/wellness/routines', { userId, ...r });
    expect(res.status).toBe(201);
  }
  return { browser, userId, trpc: trpcFor(server, browser) };
}

interface Outcome {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are checked by schemas below
  coach: LogLine[];
  modelRequests: number;
  ms: number;
}

/** Runs one call, timing it and collecting the coach log lines and model requests it caused. */
async function measure(
  rows: TierRow[],
  row: Pick<TierRow, 'scenario' | 'surface' | 'call'>,
  run: () => Promise<{ status: number; json: unknown }>,
): Promise<Outcome> {
  const from = lines.length;
  const before = await llm.count().catch(() => 0);
  const started = performance.now();
  const { status, json } = await run();
  const ms = Math.round(performance.now() - started);
  const coach = coachLines(lines.slice(from));
  const modelRequests = (await llm.count().catch(() => 0)) - before;
  const outcome = coach.map(outcomeText).join('; ') || 'no coach call';
  rows.push({ ...row, status, outcome, ms, modelRequests });
  if (coach.some((l) => l.outcome === 'llm')) usedAnswers.push(`- ${row.scenario} ${row.surface} ${row.call}: ${answerSummary(json)}`);
  return { status, json, coach, modelRequests, ms };
}

function outcomeText(l: LogLine): string {
  if (l.outcome === 'llm') return 'LLM used';
  if (l.outcome === 'safety') return 'safety short-circuit';
  return `fallback (${String(l.reason)}${l.detail ? `: ${String(l.detail)}` : ''})`;
}

async function trpcCall<T>(p: Promise<T>): Promise<{ status: number; json: unknown }> {
  try {
    return { status: 200, json: await p };
  } catch (error) {
    return { status: 500, json: { error: String(error) } };
  }
}

/** Every coach call logged exactly one outcome; a fallback always says why. */
function expectCoachLogged(out: Outcome) {
  expect(out.coach).toHaveLength(1);
  const line = out.coach[0]!;
  if (line.outcome === 'fallback') expect(String(line.reason ?? '')).not.toBe('');
}

const SCREENING: SupplementScreeningProfile = { medications: DANA.medications, healthConditions: DANA.healthConditions };
function expectScreened(items: unknown[]) {
  expect(screenRecommendationsDetailed(items, SCREENING).dropped).toEqual([]);
}

describe.sequential('the coach against a real model', () => {
  const rows: TierRow[] = [];
  afterAll(() => void tables.push(formatTable('Real model (SmolLM2-135M, CPU): per call', rows)));

  it('generate-reset-program (REST and tRPC): 2xx, schema-valid, disclaimer, screened', async () => {
    const { browser, userId, trpc } = await newDana(app);
    const rest = await measure(rows, { scenario: 'model', surface: 'REST', call: 'generate-reset-program' }, () =>
      browser.request('POST', '/api/wellness/generate-reset-program', { userId, name: 'Dana', responses: DANA_ANSWERS }),
    );
    const viaTrpc = await measure(rows, { scenario: 'model', surface: 'tRPC', call: 'onboarding.generateResetProgram' }, () =>
      trpcCall(trpc.onboarding.generateResetProgram.mutate({ name: 'Dana', responses: DANA_ANSWERS })),
    );
    for (const out of [rest, viaTrpc]) {
      expect(out.status).toBe(200);
      const body = ResetProgramBody.parse(out.json);
      expect(body.disclaimer).toBeTruthy();
      expectScreened(body.recommendationDetails);
      expectCoachLogged(out);
      expect(out.modelRequests).toBe(1);
    }
  });

  it('generate-routines (REST and tRPC, no session): 2xx, schema-valid, disclaimer', async () => {
    const browser = new TestBrowser(app.url);
    const rest = await measure(rows, { scenario: 'model', surface: 'REST', call: 'onboarding/generate-routines' }, () =>
      browser.request('POST', '/api/onboarding/generate-routines', WIZARD),
    );
    const viaTrpc = await measure(rows, { scenario: 'model', surface: 'tRPC', call: 'onboarding.generateRoutines' }, () =>
      trpcCall(trpcFor(app, new TestBrowser(app.url)).onboarding.generateRoutines.mutate(WIZARD)),
    );
    for (const out of [rest, viaTrpc]) {
      expect(out.status).toBe(200);
      const body = RoutinesBody.parse(out.json);
      expect(body.disclaimer).toBeTruthy();
      expect(body.routines.length).toBeGreaterThan(0);
      expectCoachLogged(out);
      expect(out.modelRequests).toBe(1);
    }
  });

  it('adapt-plan (REST and tRPC) then weekly-recommendations (REST and tRPC)', async () => {
    const { browser, userId, trpc } = await newDana(app);
    const rest = await measure(rows, { scenario: 'model', surface: 'REST', call: 'insight/adapt-plan' }, () =>
      browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: NOTE, inputMode: 'text' }),
    );
    const viaTrpc = await measure(rows, { scenario: 'model', surface: 'tRPC', call: 'plan.adapt' }, () =>
      trpcCall(trpc.plan.adapt.mutate({ transcript: 'Better after lunch, a little headache.', inputMode: 'text' })),
    );
    for (const out of [rest, viaTrpc]) {
      expect(out.status).toBe(200);
      const body = AdaptBody.parse(out.json);
      expect(body.dailyPlan.disclaimer).toBeTruthy();
      expectScreened(body.dailyPlan.tasks);
      expectCoachLogged(out);
      expect(out.modelRequests).toBe(1);
    }
    const weeklyRest = await measure(rows, { scenario: 'model', surface: 'REST', call: 'weekly-recommendations' }, () =>
      browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: REFLECTION }),
    );
    const weeklyTrpc = await measure(rows, { scenario: 'model', surface: 'tRPC', call: 'weekly.recommendations' }, () =>
      trpcCall(trpc.weekly.recommendations.mutate({ reflectionNotes: REFLECTION })),
    );
    for (const out of [weeklyRest, weeklyTrpc]) {
      expect(out.status).toBe(200);
      const body = WeeklyBody.parse(out.json);
      expect(body.disclaimer).toBeTruthy();
      expectScreened(body.recommendations);
      expectCoachLogged(out);
      expect(out.modelRequests).toBe(1);
    }
  });

  it('red flags short-circuit every call without calling the model', async () => {
    const { browser, userId, trpc } = await newDana(app);
    const calls: [TierRow['surface'], string, () => Promise<{ status: number; json: unknown }>][] = [
      ['REST', 'generate-reset-program', () => browser.request('POST', '/api/wellness/generate-reset-program', { userId, name: 'Dana', responses: { ...DANA_ANSWERS, hormone_symptoms: RED_FLAG } })],
      ['REST', 'onboarding/generate-routines', () => new TestBrowser(app.url).request('POST', '/api/onboarding/generate-routines', { ...WIZARD, context: RED_FLAG })],
      ['REST', 'insight/adapt-plan', () => browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: RED_FLAG, inputMode: 'text' })],
      ['tRPC', 'weekly.recommendations', () => trpcCall(trpc.weekly.recommendations.mutate({ reflectionNotes: RED_FLAG }))],
    ];
    for (const [surface, call, run] of calls) {
      const out = await measure(rows, { scenario: 'red flag', surface, call }, run);
      expect(out.status).toBe(200);
      expect(out.modelRequests).toBe(0);
      const safety = (out.json as { safety?: unknown; dailyPlan?: unknown }).safety;
      expect(safety).toMatchObject({ level: expect.any(String), message: expect.any(String) });
      expectCoachLogged(out);
      expect(out.coach[0]!.outcome).toBe('safety');
    }
  });

});

/** One of each AI call against `server`, asserting only robustness (2xx, schema-valid, a logged outcome). */
async function everyCall(server: TestServer, rows: TierRow[], scenario: string, opts: { maxCoachMs?: number; only?: string[] } = {}) {
  const { browser, userId, trpc } = await newDana(server);
  const skip = (call: string) => opts.only !== undefined && !opts.only.includes(call);
  const none = async (): Promise<Outcome | undefined> => undefined;
  const outs = [
    skip('reset') ? await none() : await measure(rows, { scenario, surface: 'REST', call: 'generate-reset-program' }, () =>
      browser.request('POST', '/api/wellness/generate-reset-program', { userId, name: 'Dana', responses: DANA_ANSWERS }),
    ),
    skip('routines') ? await none() : await measure(rows, { scenario, surface: 'tRPC', call: 'onboarding.generateRoutines' }, () =>
      trpcCall(trpcFor(server, new TestBrowser(server.url)).onboarding.generateRoutines.mutate(WIZARD)),
    ),
    skip('adapt') ? await none() : await measure(rows, { scenario, surface: 'REST', call: 'insight/adapt-plan' }, () =>
      browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: NOTE, inputMode: 'text' }),
    ),
    skip('weekly') ? await none() : await measure(rows, { scenario, surface: 'tRPC', call: 'weekly.recommendations' }, () =>
      trpcCall(trpc.weekly.recommendations.mutate({ reflectionNotes: REFLECTION })),
    ),
  ];
  const [reset, routines, adapt, weekly] = outs;
  for (const out of outs) {
    if (!out) continue;
    // A failed call prints its answer and the server's last log lines (a one-off 500 must be diagnosable from CI's log).
    if (out.status !== 200) console.log(`[llm tier] ${scenario}: status ${out.status}`, JSON.stringify(out.json ?? null).slice(0, 500), JSON.stringify(lines.slice(-15)).slice(0, 4000));
    expect(out.status).toBe(200);
    expectCoachLogged(out);
    if (opts.maxCoachMs !== undefined) {
      expect(out.coach[0]!.outcome).toBe('fallback');
      expect(Number(out.coach[0]!.ms)).toBeLessThanOrEqual(opts.maxCoachMs);
    }
  }
  if (reset) expect(ResetProgramBody.parse(reset.json).disclaimer).toBeTruthy();
  if (routines) expect(RoutinesBody.parse(routines.json).disclaimer).toBeTruthy();
  if (adapt) expect(AdaptBody.parse(adapt.json).dailyPlan.disclaimer).toBeTruthy();
  if (weekly) expect(WeeklyBody.parse(weekly.json).disclaimer).toBeTruthy();
  return outs.filter((o): o is Outcome => o !== undefined);
}

describe.sequential('a server that ignores response_format', () => {
  const rows: TierRow[] = [];
  afterAll(() => void tables.push(formatTable('Server ignoring response_format (free text)', rows)));
  afterAll(() => llm.setMode('normal'));

  it('calls still answer 2xx, schema-valid, with a logged outcome', async () => {
    await llm.setMode('ignore-format');
    // Two calls (one per surface): free text runs to the output budget, the slowest case.
    await everyCall(app, rows, 'ignore-format', { only: ['adapt', 'weekly'] });
  });
});

/** A loopback port that accepts connections and never answers (a hung provider). */
async function hungServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function closedPortUrl(): Promise<string> {
  const hung = await hungServer();
  await hung.close();
  return hung.url;
}

describe.sequential('the model server stopped or hung', () => {
  const rows: TierRow[] = [];
  afterAll(() => void tables.push(formatTable(`Server stopped / hung (COACH_TIMEOUT_MS=${FAST_TIMEOUT_MS})`, rows)));

  async function appAt(baseUrl: string) {
    return startTestServer({
      mongoUri: inject('mongoUri'),
      dbName: testDbName('api_llm_tier_down'),
      logger: capturingLoggerInto(lines),
      env: { ...TEST_ENV, OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: 'llm-test', COACH_MODEL: 'smollm2-135m-instruct', COACH_TIMEOUT_MS: String(FAST_TIMEOUT_MS) },
    });
  }

  it('stopped (connection refused): every call falls back at once', async () => {
    const server = await appAt(await closedPortUrl());
    try {
      const outs = await everyCall(server, rows, 'server stopped', { maxCoachMs: FAST_TIMEOUT_MS + 50 });
      for (const out of outs) expect(out.coach[0]!.reason).toBe('model_error');
    } finally {
      await server.close({ dropDatabase: true });
    }
  });

  it('hung (accepts, never answers): every call falls back within timeout + 50 ms', async () => {
    const hung = await hungServer();
    const server = await appAt(hung.url);
    try {
      const outs = await everyCall(server, rows, 'server hung', { maxCoachMs: FAST_TIMEOUT_MS + 50 });
      for (const out of outs) expect(out.coach[0]!.reason).toBe('timeout');
    } finally {
      await server.close({ dropDatabase: true });
      await hung.close();
    }
  });
});

describe('privacy', () => {
  it('the model server saw nothing that identifies her, and no medication class on the unauthenticated wizard call', async () => {
    const requests = await llm.requests();
    expect(requests.length).toBeGreaterThan(0);
    const seen = JSON.stringify(requests.map((r) => r.body.messages)).toLowerCase();
    for (const s of IDENTIFYING) expect(seen, `model saw ${JSON.stringify(s)}`).not.toContain(JSON.stringify(s).slice(1, -1).toLowerCase());
    const userParts = requests.map((r) => JSON.stringify(r.body.messages.filter((m) => m.role === 'user')));
    const wizard = userParts.filter((text) => text.includes('onboarding wizard'));
    expect(wizard.length).toBeGreaterThan(0);
    for (const text of wizard) expect(text).not.toMatch(/takes an? |has an? [a-z]+ condition|medication/i);
  });
});
