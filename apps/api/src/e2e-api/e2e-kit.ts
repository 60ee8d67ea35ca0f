// Shared helpers for the end-to-end API suites in this folder (not a test file itself).
import { addDays, EXPORT_SECTIONS, localIsoDate, weekStartMonday, type WeeklyRecommendation } from '@cadence/domain';
import type { Connection } from 'mongoose';
import { expect } from 'vitest';
import { z, type ZodType } from 'zod';
import type { OperationKind } from '../operations/define';
import { operations } from '../operations/index';
import { SPEC_CALLS } from '../testing/spec-calls';
import { rawTrpc as rawTrpcCall, TestBrowser, TestClock, type TestResponse } from '../testing/test-server';

export { TEST_ENV } from '../testing/test-server';

/** Every request of these suites states the person's time zone, so "today" is deterministic. */
export const TZ = 'UTC';
export const TZ_HEADERS = { 'x-cadence-tz': TZ } as const;

/**
 * The suites' clock (docs/decisions/030): a Monday just after midnight UTC, the instant that once broke the
 * weekly test (today is the week's first day, yesterday is last week). Servers get `now: clock.now`.
 */
export const clock = new TestClock('2026-11-23T00:00:30Z');
export const today = () => localIsoDate(clock.now(), TZ);
export const yesterday = () => addDays(today(), -1);
export const thisMonday = () => weekStartMonday(today());

export type Res = TestResponse;

// ------------------------------------------------------------------------------------------------
// Spec §7 calls and route matching

/** The calls of spec §7. */
export const specCalls = (): string[] => [...SPEC_CALLS];

/** A REST route as the suites see it: from the operation declarations (src/operations). */
export interface RestRoute {
  name: string;
  method: string;
  url: string;
  kind: OperationKind;
  params?: ZodType;
  body?: ZodType;
}

/** Every REST route, from the declarations. */
export const restRoutes: RestRoute[] = operations.flatMap(({ name, op }) =>
  op.rest ? [{ name, method: op.rest.method, url: op.rest.path, kind: op.kind, params: op.rest.params, body: op.rest.body }] : [],
);

/** Every tRPC procedure with its type (query for reads), from the declarations. */
export const trpcProcedures = operations.map(({ name, op }) => ({ name, type: op.kind === 'read' ? ('query' as const) : ('mutation' as const), access: op.access }));

/** Path template compared by shape: '{id}', '{userId}' and ':id' all become '{}'. */
export const shapeOf = (template: string) => template.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z0-9_]+/g, '{}');

/** `METHOD url` of a route, e.g. 'GET /api/wellness/users/:id'. */
export const routeKey = (route: Pick<RestRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The route a concrete request hit (fastify prefers static segments; our routes never overlap). */
export function matchRoute(routes: readonly RestRoute[], method: string, path: string): RestRoute | undefined {
  const bare = path.split('?')[0] ?? path;
  return routes.find((r) => {
    if (r.method !== method) return false;
    const re = new RegExp(`^${r.url.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
    return re.test(bare);
  });
}

/** Builds a concrete path from a fastify url template and params (each encoded). */
export function fillPath(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing param ${name} for ${url}`);
    return encodeURIComponent(value);
  });
}

/** JSON schema (input side) of a zod schema, as the OpenAPI document sees it. */
export function jsonSchemaOf(schema: ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
}

/** Keys of a route's params and body (top level). */
export function routeFields(route: RestRoute): { params: string[]; body: string[] } {
  return {
    params: Object.keys(jsonSchemaOf(route.params)?.properties ?? {}),
    body: Object.keys(jsonSchemaOf(route.body)?.properties ?? {}),
  };
}

/** Fields that name a user or a user-owned resource. */
export const OWNED_ID_FIELDS = ['id', 'userId', 'applicationId', 'profileId'] as const;

/** True when a route's path or body carries a user id or an id of a user-owned resource. */
export function isUserScoped(route: RestRoute): boolean {
  const { params, body } = routeFields(route);
  return [...params, ...body].some((k) => (OWNED_ID_FIELDS as readonly string[]).includes(k));
}

// ------------------------------------------------------------------------------------------------
// Clients

/** A TestBrowser that sends the time-zone header and records every call (method, path, status). */
export class ApiClient {
  readonly calls: { method: string; path: string; status: number }[] = [];
  constructor(public browser: TestBrowser) {}

  static fresh(baseUrl: string): ApiClient {
    return new ApiClient(new TestBrowser(baseUrl));
  }

  /** A client that sends as curl, Node's fetch or Python's requests do: no content type without a body. */
  static bare(baseUrl: string): ApiClient {
    return new ApiClient(new TestBrowser(baseUrl, { bare: true }));
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res> {
    const res = await this.browser.request(method, path, body, { ...TZ_HEADERS, ...headers });
    this.calls.push({ method, path, status: res.status });
    return res;
  }

  /** Asserts a status and returns the parsed JSON (untyped: callers parse it with the domain schemas). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async ok(method: string, path: string, body: unknown, status = 200, headers: Record<string, string> = {}): Promise<any> {
    const res = await this.call(method, path, body, headers);
    expect(res.status, `${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`).toBe(status);
    return res.json;
  }

  /** The same session (cookie) against another server (e.g. after a restart). */
  moveTo(baseUrl: string): ApiClient {
    const browser = new TestBrowser(baseUrl, { bare: this.browser.bare });
    browser.cookie = this.browser.cookie;
    const next = new ApiClient(browser);
    next.calls.push(...this.calls);
    return next;
  }
}

/** Raw tRPC call over HTTP (no batching) with the suites' time zone. */
export function rawTrpc(browser: TestBrowser, type: 'query' | 'mutation', path: string, input: unknown): Promise<Res> {
  return rawTrpcCall(browser, type, path, input, { ...TZ_HEADERS });
}

// ------------------------------------------------------------------------------------------------
// Database snapshots

export async function collectionNames(conn: Connection): Promise<string[]> {
  const list = await conn.db!.listCollections({}, { nameOnly: true }).toArray();
  return list.map((c) => c.name).filter((n) => !n.startsWith('system.')).sort();
}

/**
 * Document count of every collection ("nothing written"), but the rate-limit windows: every request is
 * counted there, refused or not (docs/decisions/100), and a new minute starts a new window.
 */
export async function countAll(conn: Connection): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of await collectionNames(conn)) if (name !== 'rate_limits') out[name] = await conn.collection(name).countDocuments();
  return out;
}

/** Every stored document that belongs to a user (`_id` = the user, or `userId` = the user), per collection. */
export async function snapshotOwned(conn: Connection, userId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const name of await collectionNames(conn)) {
    const col = conn.collection(name);
    const docs = [...(await col.find({ _id: userId } as never).toArray()), ...(await col.find({ userId }).toArray())];
    const seen = new Set<string>();
    out[name] = docs
      .filter((d) => {
        const id = String(d._id);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .sort((a, b) => String(a._id).localeCompare(String(b._id)));
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// Error bodies

/** Signs of a leaked stack trace or internal detail. */
const STACK_LIKE = /(\n\s+at\s|\bat [\w$.<>]+ \(|node:internal|\/node_modules\/|\.ts:\d+:\d+|"stack"\s*:)/;

/** A readable error: a short plain-text body, no stack, no JSON-with-stack. Returns a problem or null. */
export function unreadableError(res: Res): string | null {
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain')) return `content-type ${type || '(none)'} (body ${res.text.slice(0, 120)})`;
  if (res.text.trim() === '') return 'empty body';
  if (res.text.length > 500) return `body of ${res.text.length} characters`;
  if (STACK_LIKE.test(res.text)) return `stack-like body: ${res.text.slice(0, 200)}`;
  return null;
}

/** A readable tRPC error: JSON error with a message, no stack anywhere. */
export function unreadableTrpcError(res: Res): string | null {
  if (STACK_LIKE.test(res.text)) return `stack-like body: ${res.text.slice(0, 200)}`;
  const message = (res.json as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (typeof message !== 'string' || message.trim() === '') {
    // Transport-level errors (413, 429, 503 before tRPC) are plain text.
    return unreadableError(res);
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// A user with data in every collection, and a valid request for every route

export interface Fixture {
  client: ApiClient;
  userId: string;
  routineId: string;
  subtaskId: string;
  profileId: string;
  applicationId: string;
  slug: string;
  date: string;
  monday: string;
  recommendation: WeeklyRecommendation & { id?: string };
}

export const RESPONSES = {
  basic_info: 'My name is Maya and I live in Leeds.',
  hormone_symptoms: 'Poor sleep, afternoon fatigue and some stress before my period.',
  wellness_priorities: 'Better sleep, calmer mornings and more energy.',
  past_approaches: 'I tried yoga and cutting sugar; walking helped the most.',
  current_support: 'My GP knows about my cycle issues; no medications.',
} as const;

export const WIZARD_PROFILE: { name: string; email: string; location: string; challenges: string[]; customChallenge: string } = {
  name: 'Wren',
  email: 'wren@example.com',
  location: 'Bristol',
  challenges: ['Sleep Issues', 'Energy/Fatigue'],
  customChallenge: 'Cycle/PMS',
};

/**
 * Creates a user (session bound to `client`) and data in every user-owned collection: onboarding
 * answers, lifestyle profile, recommendations, a routine with a subtask, today's plan, a log, a
 * weekly review, a recommendation set and an application, and a published public profile.
 */
export async function buildFixture(client: ApiClient, name = 'Maya'): Promise<Fixture> {
  const user = await client.ok('POST', '/api/wellness/users', { name, location: 'Leeds', challenges: ['Stress/Burnout'] }, 201);
  const userId = user.id as string;
  await client.ok('POST', '/api/wellness/onboarding-responses', { userId, responses: RESPONSES });
  const profile = await client.ok(
    'POST',
    '/api/wellness/lifestyle-profile',
    { userId, emotionalHealth: [RESPONSES.hormone_symptoms], recovery: [RESPONSES.hormone_symptoms], programName: '45-Day Hormone Reset' },
    201,
  );
  await client.ok(
    'POST',
    '/api/wellness/personalized-recommendations',
    { userId, profileId: profile.id, recommendations: [{ title: 'Morning sunlight', description: '10-15 minutes outside', category: 'mindfulness', frequency: 'daily' }] },
    201,
  );
  const routine = await client.ok(
    'POST',
    '/api/wellness/routines',
    { userId, type: 'movement', label: 'Gentle morning stretch', subtasks: [{ name: 'Neck rolls', description: 'Slowly' }] },
    201,
  );
  await client.ok('POST', `/api/wellness/insight/regenerate-plan/${userId}`, undefined);
  // Sent as the web app's outbox sends a write (docs/decisions/120): her export then holds its key.
  await client.ok('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Call my sister' }, 200, { 'idempotency-key': `fixture-${userId}` });
  const date = today();
  const monday = thisMonday();
  await client.ok('POST', '/api/wellness/logs', { userId, date, notes: 'Slept badly, tired', completed: { movement: true } });
  await client.ok('POST', `/api/wellness/users/${userId}/weekly-reviews`, {
    weekStartDate: monday,
    energyMoodScore: 6,
    whatHelped: 'Walks',
    whatDidntHelp: 'Late screens',
  });
  const recs = await client.ok('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'I felt tired and skipped most workouts.' });
  const recommendation = (recs.recommendations as (WeeklyRecommendation & { id: string })[])[0];
  if (!recommendation) throw new Error(`no weekly recommendation generated: ${JSON.stringify(recs)}`);
  const applied = await client.ok('POST', '/api/wellness/apply-recommendations', { userId, recommendations: [recommendation] });
  const published = await client.ok('PUT', `/api/wellness/users/${userId}/public-profile`, { show: { location: true } });
  return {
    client,
    userId,
    routineId: routine.id,
    subtaskId: routine.subtasks[0].id,
    profileId: profile.id,
    applicationId: applied.applicationId,
    slug: published.slug,
    date,
    monday,
    recommendation,
  };
}

export interface RequestSpec {
  params?: Record<string, string>;
  body?: unknown;
}

/**
 * One valid request per route, keyed by `METHOD url`, acting on the fixture user's data. Each body
 * sets every field its schema knows (so the bad-input suite can break each one).
 */
export function validRequests(f: Fixture): Record<string, RequestSpec> {
  const u = { id: f.userId };
  const uid = { userId: f.userId };
  const rec = { ...f.recommendation };
  return {
    'POST /api/wellness/users': { body: { name: 'Nia', location: 'York', challenges: ['Anxiety'], customCategories: ['Cycle'] } },
    'GET /api/wellness/users/:id': { params: u },
    'PUT /api/wellness/users/:id': {
      params: u,
      body: {
        name: 'Maya Q',
        email: 'maya@example.com',
        location: 'Hull',
        age: 41,
        height: '168 cm',
        weight: '62 kg',
        goals: ['Better Sleep'],
        challenges: ['Sleep Issues'],
        customCategories: ['Cycle'],
        healthConditions: 'Hypothyroidism',
        medications: '',
        exerciseLevel: 'light',
        sleepHours: 7,
        stressLevel: 6,
        preferences: { notifications: false, reminderTime: '07:30', weeklyReflection: true },
        profileBio: 'Finding my rhythm.',
        avatarUrl: 'https://example.com/a.png',
        pregnancyStatus: 'not_pregnant',
      },
    },
    'POST /api/session/end': {},
    'POST /api/wellness/onboarding-responses': { body: { userId: f.userId, responses: RESPONSES } },
    'POST /api/wellness/lifestyle-profile': {
      body: {
        userId: f.userId,
        emotionalHealth: ['stress'],
        physicalFitness: ['walking'],
        diet: ['meals'],
        mobility: ['stiff neck'],
        recovery: ['tired'],
        chronicIssues: ['hormone'],
        programName: '45-Day Hormone Reset',
      },
    },
    'POST /api/wellness/generate-reset-program': { body: { userId: f.userId, name: 'Maya', responses: RESPONSES } },
    'POST /api/wellness/personalized-recommendations': {
      body: {
        userId: f.userId,
        profileId: f.profileId,
        recommendations: [{ title: 'Magnesium glycinate', description: '200-400 mg at night', category: 'supplement', frequency: 'daily' }],
      },
    },
    'POST /api/onboarding/generate-routines': {
      body: { profile: { ...WIZARD_PROFILE }, context: 'I sleep badly, skip breakfast and sit all day; stress is high.' },
    },
    'POST /api/onboarding/complete': {
      body: {
        profile: { ...WIZARD_PROFILE },
        routines: [
          { label: 'Evening Wind-Down', frequency: 'daily', included: true, type: 'mindfulness', subtasks: [{ name: 'Blue light off', description: 'An hour before bed' }] },
        ],
      },
    },
    'POST /api/wellness/routines': {
      body: {
        userId: f.userId,
        type: 'mindfulness',
        label: 'Evening breathing',
        notes: 'Box breathing',
        frequency: 'daily',
        subtasks: [{ name: 'Four rounds', description: '4-4-4-4', category: 'breath', completed: false }],
        isPersonalized: false,
        active: true,
      },
    },
    'GET /api/wellness/users/:id/routines': { params: u },
    'PATCH /api/wellness/routines/:id': {
      params: { id: f.routineId },
      body: { label: 'Morning stretch', frequency: 'weekly', notes: 'Slowly', active: false, type: 'movement', subtasks: [{ id: f.subtaskId, name: 'Neck rolls' }] },
    },
    'DELETE /api/wellness/routines/:id': { params: { id: f.routineId } },
    'POST /api/wellness/insight/regenerate-plan/:userId': { params: uid },
    'GET /api/wellness/insight/daily-plan/:id': { params: u },
    'POST /api/wellness/insight/adapt-plan': { body: { userId: f.userId, transcript: 'Feeling tired with a stiff neck today', inputMode: 'text' } },
    'POST /api/wellness/insight/daily-plan/:userId/add-task': { params: uid, body: { label: 'Drink water', notes: 'Two glasses', source: 'manual' } },
    'PATCH /api/wellness/insight/daily-plan/:userId/task/:index': { params: { userId: f.userId, index: '0' }, body: { status: 'done' } },
    'GET /api/wellness/users/:id/daily-motivation': { params: u },
    'GET /api/wellness/users/:id/personalized-tip': { params: u },
    'GET /api/wellness/users/:id/logs': { params: u },
    'GET /api/wellness/users/:id/logs/:date': { params: { id: f.userId, date: f.date } },
    'PATCH /api/wellness/users/:id/logs/:date': { params: { id: f.userId, date: f.date }, body: { notes: 'Better after lunch' } },
    'POST /api/wellness/logs': {
      body: {
        userId: f.userId,
        date: f.date,
        notes: 'Walked 20 minutes',
        transcript: 'walked twenty minutes',
        mood: 'calm',
        completed: { movement: true, nutrition: false, mindfulness: true, supplement: false },
        subtasks: { [f.routineId]: { [f.subtaskId]: true } },
      },
    },
    'GET /api/wellness/users/:id/weekly-stats': { params: u },
    'GET /api/wellness/users/:id/weekly-progress': { params: u },
    'GET /api/wellness/users/:id/weekly-recommendations': { params: u },
    'POST /api/wellness/weekly-recommendations': { body: { userId: f.userId, reflectionNotes: 'Tired most days, skipped workouts.' } },
    'POST /api/wellness/apply-recommendations/preview': { body: { userId: f.userId, recommendations: [rec] } },
    'POST /api/wellness/apply-recommendations': { body: { userId: f.userId, recommendations: [rec] } },
    'POST /api/wellness/apply-recommendations/:applicationId/undo': { params: { applicationId: f.applicationId } },
    'GET /api/wellness/users/:id/weekly-reviews': { params: u },
    'GET /api/wellness/users/:id/weekly-reviews/:weekStartMonday': { params: { id: f.userId, weekStartMonday: f.monday } },
    'POST /api/wellness/users/:id/weekly-reviews': {
      params: u,
      body: { weekStartDate: f.monday, energyMoodScore: 7, whatHelped: 'Walks', whatDidntHelp: 'Screens', notes: 'Good week' },
    },
    'GET /api/wellness/public-profile/:slug': { params: { slug: f.slug } },
    'GET /api/wellness/users/:id/public-profile': { params: u },
    'PUT /api/wellness/users/:id/public-profile': {
      params: u,
      body: { show: { name: true, location: false, bio: true, challenges: true, goals: false, routines: true } },
    },
    'DELETE /api/wellness/users/:id/public-profile': { params: u },
    'POST /api/wellness/users/:id/medicine-mentions': { params: u, body: { name: 'Levothyroxine', add: true } },
    // Her data, hers (docs/decisions/049)
    'GET /api/wellness/users/:id/export': { params: u },
    'GET /api/wellness/users/:id/clinician-summary.pdf': { params: u },
    'POST /api/wellness/import': { body: EMPTY_EXPORT_FILE },
    'DELETE /api/wellness/users/:id': { params: u },
    'GET /api/wellness/users/:id/passkeys': { params: u },
    'POST /api/wellness/users/:id/passkeys/options': { params: u },
    'POST /api/wellness/users/:id/passkeys': { params: u, body: { response: FAKE_WEBAUTHN_RESPONSE, name: 'My phone' } },
    'DELETE /api/wellness/users/:id/passkeys/:passkeyId': { params: { id: f.userId, passkeyId: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    'POST /api/wellness/passkeys/sign-in': { body: { response: FAKE_WEBAUTHN_RESPONSE } },
    'POST /api/wellness/users/:id/device-link': { params: u },
    'POST /api/wellness/device-link/redeem': { body: { code: 'ABCDEFGH' } },
  };
}

/** A well-formed WebAuthn answer that no authenticator made (schemas accept it; verification refuses it). */
export const FAKE_WEBAUTHN_RESPONSE = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
} as const;

/** An export file's envelope with no documents (a restore refuses it: no person in it). */
export const EMPTY_EXPORT_FILE = {
  format: 'cadence-export',
  version: 1,
  exportedAt: '2026-11-23T00:00:00.000Z',
  data: Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, []])),
};

/** One valid input per tRPC procedure, acting on the fixture user's data (her id comes from the session). */
export function validTrpcInputs(f: Fixture): Record<string, unknown> {
  const rec = { ...f.recommendation };
  return {
    'users.create': { name: 'Nia', location: 'York', challenges: ['Anxiety'] },
    'users.get': undefined,
    'users.update': { name: 'Renamed' },
    'users.answerMedicine': { name: 'Levothyroxine', add: true },
    'users.me': undefined,
    'users.endSession': undefined,
    'weekly.stats': undefined,
    'weekly.recommendations': { reflectionNotes: 'Tired, skipped workouts.' },
    'weekly.previewApply': { recommendations: [rec] },
    'weekly.applyRecommendations': { recommendations: [rec] },
    'weekly.undoApply': { applicationId: f.applicationId },
    'weekly.reviews': undefined,
    'weekly.progress': undefined,
    'weekly.currentRecommendations': undefined,
    'weekly.review': { weekStartDate: f.monday },
    'weekly.saveReview': { weekStartDate: f.monday, energyMoodScore: 8, whatHelped: 'Sleep' },
    'publicProfile.get': { slug: f.slug },
    'publicProfile.settings': undefined,
    'publicProfile.publish': { show: { goals: false } },
    'publicProfile.unpublish': undefined,
    'account.export': { format: 'csv' },
    'account.clinicianSummary': {},
    'account.import': EMPTY_EXPORT_FILE,
    'account.deleteAll': undefined,
    'passkeys.list': undefined,
    'passkeys.registrationOptions': undefined,
    'passkeys.register': { response: FAKE_WEBAUTHN_RESPONSE, name: 'My phone' },
    'passkeys.remove': { passkeyId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    'passkeys.signInOptions': undefined,
    'passkeys.signIn': { response: FAKE_WEBAUTHN_RESPONSE },
    'passkeys.createDeviceLink': undefined,
    'passkeys.redeemDeviceLink': { code: 'ABCDEFGH' },
    'plan.today': undefined,
    'plan.regenerate': undefined,
    'plan.adapt': { transcript: 'Tired today', inputMode: 'voice' },
    'plan.addTask': { label: 'Stretch' },
    'plan.updateTask': { index: 0, status: 'done' },
    'plan.motivation': undefined,
    'plan.tip': undefined,
    'safety.current': {},
    'safety.dismiss': { date: f.date },
    'safety.followUp': { date: f.date, answer: 'better' },
    'logs.list': undefined,
    'logs.get': { date: f.date },
    'logs.patchNotes': { date: f.date, notes: 'Hacked?' },
    'logs.save': { date: f.date, notes: 'x', completed: { nutrition: true } },
    'onboarding.saveResponses': { responses: { basic_info: 'x' } },
    'onboarding.saveLifestyleProfile': { programName: 'Mine' },
    'onboarding.generateResetProgram': { name: 'Maya', responses: RESPONSES },
    'onboarding.savePersonalizedRecommendations': { profileId: f.profileId, recommendations: [{ title: 'Walk', category: 'movement' }] },
    'onboarding.generateRoutines': { profile: { ...WIZARD_PROFILE }, context: 'I sleep badly and feel tired.' },
    'onboarding.complete': { profile: { ...WIZARD_PROFILE }, routines: [{ label: 'Evening walk', type: 'movement' }] },
    'routines.list': undefined,
    'routines.create': { type: 'movement', label: 'Walk' },
    'rhythm.summary': undefined,
    'routines.update': { id: f.routineId, data: { active: false } },
    'routines.remove': { id: f.routineId },
  };
}
