// Full surface: one realistic journey through ALL 31 REST calls of spec §7 (plus the extra routes),
// and the same journey through every tRPC procedure; each response is checked against the domain
// schemas, persistence is checked by reading back, then the API is RESTARTED on the same database
// and everything is read back again with the same session cookie. The REST journey sends as a
// bare HTTP client does (curl, Node's fetch, Python's requests): no content type on body-less
// DELETEs and POSTs, JSON only with a body (docs/decisions/047).
import { SoftAuthenticator } from '../testing/soft-authenticator';
import { testDbName } from '@cadence/db';
import {
  AdaptPlanResponseSchema,
  CompleteOnboardingResponseSchema,
  DailyLogSchema,
  DailyMotivationSchema,
  DailyPlanSchema,
  GenerateResetProgramResponseSchema,
  GenerateRoutinesResponseSchema,
  IdSchema,
  LifestyleProfileSchema,
  OnboardingRecommendationSchema,
  OnboardingResponsesRecordSchema,
  PersonalizedTipSchema,
  PublicProfileSchema,
  RoutineSchema,
  UserSchema,
  WeeklyRecommendationSchema,
  WeeklyReviewSchema,
  WeeklyStatsSchema,
  WeekProgressSchema,
  WellnessUserSchema,
  WizardRoutineSchema,
  type Routine,
} from '@cadence/domain';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { startTestServer, TestBrowser, trpcClientFor, type TestServer } from '../testing/test-server';
import { appRouter, type AppRouter } from '../trpc/root';
import {
  ApiClient,
  clock,
  matchRoute,
  RESPONSES,
  routeKey,
  shapeOf,
  specCalls,
  TEST_ENV,
  thisMonday,
  today,
  TZ_HEADERS,
  WIZARD_PROFILE,
  yesterday,
  restRoutes,
} from './e2e-kit';

const mongoUri = inject('mongoUri');
const dbName = testDbName('e2e_full');
/** Her weekly recommendations are pro-rated by the days observed (docs/decisions/042): she joined a week before a Thursday. */
const ONE_WEEK_EARLIER = '2026-11-19T09:00:00Z';
const MIDWEEK = '2026-11-26T09:00:00Z';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri, dbName, env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

/** Closes the API (keeping the database) and starts a new one on the same database. */
async function restartApi(): Promise<void> {
  await server.close();
  server = await startTestServer({ mongoUri, dbName, env: TEST_ENV, now: clock.now });
}

/** Parses with a domain schema and reports the issues readably. */
function parseAs<T extends ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${what} does not match its domain schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}\n${JSON.stringify(value).slice(0, 800)}`);
  return parsed.data;
}

/** A weekly recommendation as the API returns it: the domain schema plus the id it is stored under. */
const IdentifiedWeeklyRecommendation = WeeklyRecommendationSchema.extend({ id: IdSchema });

describe('REST: the whole §7 surface, then a restart', () => {
  it('drives all 31 spec calls (and every extra route) end to end as a bare HTTP client, and reads everything back after a restart', async () => {
    clock.set(MIDWEEK);
    const api = ApiClient.bare(server.url);
    const d = today();
    const monday = thisMonday();

    // 1. Profile creation (a week ago: her weekly recommendations need a few days behind her) --------
    clock.set(ONE_WEEK_EARLIER);
    const created = parseAs(
      WellnessUserSchema,
      await api.ok('POST', '/api/wellness/users', { name: 'Maya', location: 'Leeds', challenges: ['Stress/Burnout', 'Sleep Issues', 'Cycle/PMS'] }, 201),
      'POST users',
    );
    clock.set(MIDWEEK);
    const userId = created.id;
    expect(created).toEqual({ id: userId, name: 'Maya', location: 'Leeds', customCategories: [] });
    expect(api.browser.cookie).toMatch(/^cadence_sid=/);

    const fetched = parseAs(UserSchema, await api.ok('GET', `/api/wellness/users/${userId}`, undefined), 'GET user');
    expect(fetched).toMatchObject({ id: userId, name: 'Maya', challenges: ['Stress/Burnout', 'Sleep Issues', 'Cycle/PMS'] });

    const edit = {
      name: 'Maya Q',
      email: 'maya@example.com',
      location: 'Leeds',
      age: 41,
      height: '168 cm',
      weight: '62 kg',
      goals: ['Better Sleep', 'Hormone Balance'],
      challenges: ['Sleep Issues'],
      healthConditions: 'Hypothyroidism',
      medications: '',
      exerciseLevel: 'light',
      sleepHours: 6,
      stressLevel: 7,
      preferences: { notifications: true, reminderTime: '07:30', weeklyReflection: true },
    };
    const updated = parseAs(UserSchema, await api.ok('PUT', `/api/wellness/users/${userId}`, edit), 'PUT user');
    expect(updated).toMatchObject(edit);

    // 2. Personalised onboarding ------------------------------------------------------------
    const responses = parseAs(
      OnboardingResponsesRecordSchema,
      await api.ok('POST', '/api/wellness/onboarding-responses', { userId, responses: RESPONSES }),
      'POST onboarding-responses',
    );
    expect(responses).toMatchObject({ userId, responses: RESPONSES });
    const storedAnswers = await server.conn.collection('onboarding_responses').findOne({ userId });
    expect(storedAnswers?.responses).toMatchObject(RESPONSES);

    const lifestyle = parseAs(
      LifestyleProfileSchema,
      await api.ok(
        'POST',
        '/api/wellness/lifestyle-profile',
        {
          userId,
          emotionalHealth: [RESPONSES.hormone_symptoms],
          physicalFitness: [RESPONSES.past_approaches],
          diet: [],
          mobility: [],
          recovery: [RESPONSES.hormone_symptoms],
          chronicIssues: [RESPONSES.current_support],
          programName: '45-Day Hormone Reset',
        },
        201,
      ),
      'POST lifestyle-profile',
    );
    expect(lifestyle.programName).toBe('45-Day Hormone Reset');

    const reset = await api.ok('POST', '/api/wellness/generate-reset-program', { userId, name: 'Maya', responses: RESPONSES });
    // Spec fields, strictly; the API adds focusAreas and recommendationDetails (documented extras).
    const resetCore = parseAs(GenerateResetProgramResponseSchema, { success: reset.success, resetProgram: reset.resetProgram }, 'reset programme');
    expect(resetCore.success).toBe(true);
    expect(resetCore.resetProgram.recommendations.length).toBeGreaterThan(0);
    const details = parseAs(z.array(OnboardingRecommendationSchema).min(1), reset.recommendationDetails, 'recommendationDetails');
    expect(reset.focusAreas.length).toBeLessThanOrEqual(4);

    const savedRecs = await api.ok(
      'POST',
      '/api/wellness/personalized-recommendations',
      { userId, profileId: lifestyle.id, recommendations: details.slice(0, 3) },
      201,
    );
    expect(savedRecs).toMatchObject({ userId, profileId: lifestyle.id });
    parseAs(z.array(OnboardingRecommendationSchema), savedRecs.items, 'stored recommendations');
    const storedRecs = await server.conn.collection('recommendations').findOne({ _id: savedRecs.id });
    expect(storedRecs?.items).toHaveLength(savedRecs.items.length);

    // 3. Routines CRUD --------------------------------------------------------------------------
    const routineBodies = [
      { userId, type: 'movement', label: 'Gentle morning stretch', notes: 'Before coffee', frequency: 'daily', subtasks: [{ name: 'Neck rolls', description: 'Slowly' }, { name: 'Cat-cow' }], isPersonalized: true, active: true },
      { userId, type: 'mindfulness', label: 'Evening breathing', notes: '', frequency: 'daily', subtasks: [], isPersonalized: false, active: true },
      { userId, type: 'nutrition', label: 'Temporary snack plan', frequency: 'as_needed' },
    ];
    const routines: Routine[] = [];
    for (const body of routineBodies) {
      const r = parseAs(RoutineSchema, await api.ok('POST', '/api/wellness/routines', body, 201), 'POST routine');
      expect(r).toMatchObject({ userId, type: body.type, label: body.label });
      routines.push(r);
    }
    const [stretch, breathing, snack] = routines as [Routine, Routine, Routine];
    expect(stretch.subtasks.map((s) => s.name)).toEqual(['Neck rolls', 'Cat-cow']);

    const patched = parseAs(
      RoutineSchema,
      await api.ok('PATCH', `/api/wellness/routines/${breathing.id}`, { label: 'Evening box breathing', frequency: 'daily', notes: '4-4-4-4', active: true }),
      'PATCH routine',
    );
    expect(patched).toMatchObject({ id: breathing.id, label: 'Evening box breathing', notes: '4-4-4-4', active: true });
    const toggled = await api.ok('PATCH', `/api/wellness/routines/${snack.id}`, { active: false });
    expect(toggled.active).toBe(false);
    const del = await api.call('DELETE', `/api/wellness/routines/${snack.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    const listed = parseAs(z.array(RoutineSchema), await api.ok('GET', `/api/wellness/users/${userId}/routines`, undefined), 'GET routines');
    expect(listed.map((r) => r.label)).toEqual(['Gentle morning stretch', 'Evening box breathing']);

    // 4. Daily plan ---------------------------------------------------------------------------------
    // docs/decisions/024: with active routines, the first read builds today's plan (no 'No daily plan yet').
    const firstRead = parseAs(DailyPlanSchema, await api.ok('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined), 'GET daily plan (built)');
    expect(firstRead.tasks.every((t) => t.source === 'routine')).toBe(true);
    const regenerated = parseAs(DailyPlanSchema, await api.ok('POST', `/api/wellness/insight/regenerate-plan/${userId}`, undefined), 'regenerate');
    expect(regenerated).toMatchObject({ userId, date: d });
    expect(regenerated.tasks.length).toBeGreaterThanOrEqual(2);
    expect(regenerated.tasks.every((t) => t.source === 'routine')).toBe(true);
    const plan0 = parseAs(DailyPlanSchema, await api.ok('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined), 'GET daily plan');
    expect(plan0.tasks).toEqual(regenerated.tasks);

    const adapted = await api.ok('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Feeling tired today with a stiff neck and low energy', inputMode: 'text' });
    // Spec: dailyPlan (with adjustments) + safety; the API adds llmExtract (the log's extract).
    const adaptCore = parseAs(AdaptPlanResponseSchema, { dailyPlan: adapted.dailyPlan, safety: adapted.safety }, 'adapt-plan');
    expect(adaptCore.safety ?? null).toBeNull();
    expect(Array.isArray(adaptCore.dailyPlan.adjustments)).toBe(true);

    const withTask = parseAs(
      DailyPlanSchema,
      await api.ok('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Call my sister', notes: 'After lunch', source: 'manual' }),
      'add-task',
    );
    const manual = withTask.tasks.at(-1);
    expect(manual).toMatchObject({ label: 'Call my sister', notes: 'After lunch', source: 'manual', status: 'pending' });

    const ticked = parseAs(
      DailyPlanSchema,
      await api.ok('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' }),
      'task status',
    );
    expect(ticked.tasks[0]?.status).toBe('done');
    const outOfRange = await api.call('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/99`, { status: 'done' });
    expect([outOfRange.status, outOfRange.text]).toEqual([404, 'Task not found']);

    // 5. Logs ---------------------------------------------------------------------------------------------
    const subtaskId = stretch.subtasks[0]!.id;
    const saved = parseAs(
      DailyLogSchema,
      await api.ok('POST', '/api/wellness/logs', {
        userId,
        date: d,
        completed: { movement: true, nutrition: false, mindfulness: true, supplement: false },
        subtasks: { [stretch.id]: { [subtaskId]: true } },
      }),
      'POST logs',
    );
    expect(saved.completed).toEqual({ movement: true, nutrition: false, mindfulness: true, supplement: false });
    expect(saved.subtasks).toEqual({ [stretch.id]: { [subtaskId]: true } });
    expect(saved.transcript).toBe('Feeling tired today with a stiff neck and low energy'); // from adapt-plan

    const notesYesterday = parseAs(
      DailyLogSchema,
      await api.ok('PATCH', `/api/wellness/users/${userId}/logs/${yesterday()}`, { notes: 'Slept 6 hours, headache in the evening' }),
      'PATCH log notes',
    );
    expect(notesYesterday).toMatchObject({ date: yesterday(), notes: 'Slept 6 hours, headache in the evening' });
    // A medicine named in a note is asked about once; her one-tap answer (docs/decisions/110).
    await api.ok('PATCH', `/api/wellness/users/${userId}/logs/${yesterday()}`, { notes: 'Slept 6 hours, headache in the evening. Took my sertraline.' });
    const answered = parseAs(UserSchema, await api.ok('POST', `/api/wellness/users/${userId}/medicine-mentions`, { name: 'Sertraline', add: false }), 'POST medicine-mentions');
    expect(answered.medicineMentions).toEqual([expect.objectContaining({ name: 'Sertraline', status: 'declined' })]);
    const logs = parseAs(z.array(DailyLogSchema), await api.ok('GET', `/api/wellness/users/${userId}/logs`, undefined), 'GET logs');
    expect(logs.map((l) => l.date)).toEqual([d, yesterday()]);
    const logToday = parseAs(DailyLogSchema, await api.ok('GET', `/api/wellness/users/${userId}/logs/${d}`, undefined), 'GET log by date');
    expect(logToday).toEqual(logs[0]);
    const noLog = await api.call('GET', `/api/wellness/users/${userId}/logs/2020-01-01`);
    expect([noLog.status, noLog.text]).toEqual([404, 'No log for this date']);

    // 6. Dashboard cards -------------------------------------------------------------------------------
    const motivation = parseAs(DailyMotivationSchema, await api.ok('GET', `/api/wellness/users/${userId}/daily-motivation`, undefined), 'motivation');
    expect(motivation.message.length).toBeGreaterThan(0);
    const tip = parseAs(PersonalizedTipSchema, await api.ok('GET', `/api/wellness/users/${userId}/personalized-tip`, undefined), 'tip');
    expect(tip.title.length).toBeGreaterThan(0);

    // 7. Weekly -------------------------------------------------------------------------------------------------
    const stats = parseAs(WeeklyStatsSchema, await api.ok('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined), 'weekly stats');
    expect(stats.completedDays).toBeGreaterThanOrEqual(1);
    // This week in her progress has the same figures as the weekly stats (docs/decisions/134).
    const progress = parseAs(z.array(WeekProgressSchema), await api.ok('GET', `/api/wellness/users/${userId}/weekly-progress`, undefined), 'weekly progress');
    expect(progress.at(-1)?.stats).toEqual(stats);
    const weeklyRecs = await api.ok('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'I was tired and skipped most workouts; breathing helped.' });
    const recs = parseAs(z.array(IdentifiedWeeklyRecommendation).min(1), weeklyRecs.recommendations, 'weekly recommendations');
    const chosen = recs.slice(0, 1);
    const preview = await api.ok('POST', '/api/wellness/apply-recommendations/preview', { userId, recommendations: chosen });
    expect(preview.summary.length).toBeGreaterThan(0);
    expect(parseAs(z.array(RoutineSchema), await api.ok('GET', `/api/wellness/users/${userId}/routines`, undefined), 'routines').length).toBe(2);
    const applied = await api.ok('POST', '/api/wellness/apply-recommendations', { userId, recommendations: chosen });
    expect(applied.applicationId).toMatch(/^[A-Za-z0-9_-]+$/);
    const changed = applied.applied.added.length + applied.applied.modified.length + applied.applied.deactivated.length;
    expect(changed).toBeGreaterThan(0);
    const undone = await api.ok('POST', `/api/wellness/apply-recommendations/${applied.applicationId}/undo`, undefined);
    expect(undone.undone).toBe(true);
    expect(parseAs(z.array(RoutineSchema), undone.routines, 'routines after undo')).toEqual(listed);
    const reapplied = await api.ok('POST', '/api/wellness/apply-recommendations', { userId, recommendations: chosen });
    // After a reload the set comes back as it stands: the applied one applied, its undo offered (docs/decisions/156).
    const current = await api.ok('GET', `/api/wellness/users/${userId}/weekly-recommendations`, undefined);
    expect(current.recommendationSetId).toBe(weeklyRecs.recommendationSetId);
    expect(current.undo).toEqual({ applicationId: reapplied.applicationId, recommendationIds: chosen.map((r) => r.id) });
    const routinesAfterApply = parseAs(z.array(RoutineSchema), await api.ok('GET', `/api/wellness/users/${userId}/routines`, undefined), 'routines');
    for (const added of reapplied.applied.added as Routine[]) expect(routinesAfterApply.map((r) => r.id)).toContain(added.id);

    const review = await api.ok('POST', `/api/wellness/users/${userId}/weekly-reviews`, {
      weekStartDate: monday,
      energyMoodScore: 7,
      whatHelped: 'Evening breathing and walks',
      whatDidntHelp: 'Late screens',
      notes: 'Better than last week',
    });
    const { updated: firstSave, ...reviewFields } = review;
    expect(firstSave).toBe(false);
    parseAs(WeeklyReviewSchema, reviewFields, 'POST weekly review');
    const reviews = parseAs(z.array(WeeklyReviewSchema), await api.ok('GET', `/api/wellness/users/${userId}/weekly-reviews`, undefined), 'GET reviews');
    expect(reviews).toHaveLength(1);
    const oneReview = parseAs(WeeklyReviewSchema, await api.ok('GET', `/api/wellness/users/${userId}/weekly-reviews/${monday}`, undefined), 'GET review');
    expect(oneReview).toMatchObject({ weekStartDate: monday, energyMoodScore: 7, whatHelped: 'Evening breathing and walks' });

    // 8. Public profile ----------------------------------------------------------------------------------------
    const publishedSettings = await api.ok('PUT', `/api/wellness/users/${userId}/public-profile`, { show: { location: true } });
    expect(publishedSettings).toMatchObject({ published: true, path: `/p/${publishedSettings.slug}` });
    expect(await api.ok('GET', `/api/wellness/users/${userId}/public-profile`, undefined)).toEqual(publishedSettings);
    const visitor = ApiClient.bare(server.url);
    const pub = parseAs(PublicProfileSchema, await visitor.ok('GET', `/api/wellness/public-profile/${publishedSettings.slug}`, undefined), 'public profile');
    expect(pub.user).toMatchObject({ name: 'Maya Q', location: 'Leeds' });
    expect(pub.routines.map((r) => r.label)).toEqual(expect.arrayContaining(['Gentle morning stretch', 'Evening box breathing']));
    expect(JSON.stringify(pub)).not.toMatch(/Hypothyroidism|maya@example.com|userId/);

    // 9. Wizard (a second person, in another browser) ---------------------------------------------------
    const wizard = ApiClient.bare(server.url);
    const generated = await wizard.ok('POST', '/api/onboarding/generate-routines', {
      profile: { ...WIZARD_PROFILE },
      context: 'I sleep badly, skip breakfast and sit at a desk all day; stress is high.',
    });
    const gen = parseAs(GenerateRoutinesResponseSchema, { routines: generated.routines }, 'generate-routines');
    expect(gen.routines.length).toBeGreaterThan(0);
    expect(wizard.browser.cookie).toBeUndefined();
    const included = gen.routines.map((r, i) => ({ ...r, included: i !== 0 || gen.routines.length === 1 }));
    const sent = included.filter((r) => r.included);
    const completed = parseAs(CompleteOnboardingResponseSchema, await wizard.ok('POST', '/api/onboarding/complete', { profile: { ...WIZARD_PROFILE }, routines: sent }, 201), 'complete');
    expect(wizard.browser.cookie).toMatch(/^cadence_sid=/);
    const wizardUser = parseAs(UserSchema, await wizard.ok('GET', `/api/wellness/users/${completed.userId}`, undefined), 'wizard user');
    expect(wizardUser).toMatchObject({ name: 'Wren', email: 'wren@example.com', challenges: ['Sleep Issues', 'Energy/Fatigue', 'Cycle/PMS'] });
    const wizardRoutines = parseAs(z.array(RoutineSchema), await wizard.ok('GET', `/api/wellness/users/${completed.userId}/routines`, undefined), 'wizard routines');
    expect(wizardRoutines.map((r) => r.label)).toEqual(sent.map((r) => r.label));
    expect(wizardRoutines.every((r) => r.isPersonalized)).toBe(true);
    parseAs(z.array(WizardRoutineSchema), sent, 'sent routines');

    // Read everything once more, restart, and compare ---------------------------------------------------
    const readAll = async (owner: ApiClient, guest: ApiClient, wiz: ApiClient) => ({
      user: await owner.ok('GET', `/api/wellness/users/${userId}`, undefined),
      routines: await owner.ok('GET', `/api/wellness/users/${userId}/routines`, undefined),
      plan: await owner.ok('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined),
      logs: await owner.ok('GET', `/api/wellness/users/${userId}/logs`, undefined),
      logToday: await owner.ok('GET', `/api/wellness/users/${userId}/logs/${d}`, undefined),
      motivation: await owner.ok('GET', `/api/wellness/users/${userId}/daily-motivation`, undefined),
      tip: await owner.ok('GET', `/api/wellness/users/${userId}/personalized-tip`, undefined),
      stats: await owner.ok('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined),
      reviews: await owner.ok('GET', `/api/wellness/users/${userId}/weekly-reviews`, undefined),
      review: await owner.ok('GET', `/api/wellness/users/${userId}/weekly-reviews/${monday}`, undefined),
      settings: await owner.ok('GET', `/api/wellness/users/${userId}/public-profile`, undefined),
      publicPage: await guest.ok('GET', `/api/wellness/public-profile/${publishedSettings.slug}`, undefined),
      wizardUser: await wiz.ok('GET', `/api/wellness/users/${completed.userId}`, undefined),
      wizardRoutines: await wiz.ok('GET', `/api/wellness/users/${completed.userId}/routines`, undefined),
    });
    const before = await readAll(api, visitor, wizard);
    expect(before.plan.tasks.at(-1)).toMatchObject({ label: 'Call my sister', source: 'manual' });

    await restartApi();
    const api2 = api.moveTo(server.url);
    const visitor2 = visitor.moveTo(server.url);
    const wizard2 = wizard.moveTo(server.url);
    const after = await readAll(api2, visitor2, wizard2);
    expect(after).toEqual(before);

    // 10. Her data, hers (docs/decisions/049): export, summary, passkeys, device link, restore, delete -----------
    const exported = await api2.call('GET', `/api/wellness/users/${userId}/export`);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="cadence-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(exported.json).toMatchObject({ format: 'cadence-export', version: 1 });
    expect((await api2.call('GET', `/api/wellness/users/${userId}/export?format=csv`)).text).toMatch(/^\uFEFF?"date","tasks_done"/);
    expect((await api2.call('GET', `/api/wellness/users/${userId}/clinician-summary.pdf`)).headers.get('content-type')).toBe('application/pdf');
    expect(await visitor2.ok('GET', '/api/wellness/passkeys/status', undefined)).toEqual({ available: true });
    const key = new SoftAuthenticator('http://localhost:3000');
    const regOptions = await api2.ok('POST', `/api/wellness/users/${userId}/passkeys/options`, undefined);
    const passkey = await api2.ok('POST', `/api/wellness/users/${userId}/passkeys`, { response: key.register(regOptions), name: 'Phone' }, 201);
    expect(await api2.ok('GET', `/api/wellness/users/${userId}/passkeys`, undefined)).toEqual([passkey]);
    const signInOptions = await visitor2.ok('POST', '/api/wellness/passkeys/sign-in/options', undefined);
    expect((await visitor2.ok('POST', '/api/wellness/passkeys/sign-in', { response: key.authenticate(signInOptions) })).id).toBe(userId);
    await api2.ok('DELETE', `/api/wellness/users/${userId}/passkeys/${passkey.id}`, undefined);
    const link = await api2.ok('POST', `/api/wellness/users/${userId}/device-link`, undefined, 201);
    expect((await wizard2.ok('POST', '/api/wellness/device-link/redeem', { code: link.code })).id).toBe(userId);
    const copy = await wizard2.ok('POST', '/api/wellness/import', exported.json, 201);
    expect(copy.name).toBe('Maya Q');
    expect(await wizard2.ok('DELETE', `/api/wellness/users/${copy.id}`, undefined)).toEqual({ deleted: true });

    // The session survives the restart for writes too; then unpublish and end the session.
    const afterRestartTick = await api2.ok('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'pending' });
    expect(afterRestartTick.tasks[0].status).toBe('pending');
    const unpublished = await api2.ok('DELETE', `/api/wellness/users/${userId}/public-profile`, undefined);
    expect(unpublished).toMatchObject({ published: false, slug: null, path: null });
    const gone = await visitor2.call('GET', `/api/wellness/public-profile/${publishedSettings.slug}`);
    expect([gone.status, gone.text]).toEqual([404, 'Profile Not Found']);
    expect(await api2.ok('POST', '/api/session/end', undefined)).toEqual({ ok: true });
    expect(api2.browser.cookie).toBeUndefined();
    const afterEnd = await api2.call('GET', `/api/wellness/users/${userId}`);
    expect([afterEnd.status, afterEnd.text]).toEqual([404, 'Not found']);

    // Coverage: every §7 call and every REST route was exercised with a 2xx answer. --------------------
    const allCalls = [...api2.calls, ...visitor2.calls, ...wizard2.calls].filter((c) => c.status < 300);
    const hit = new Set(allCalls.map((c) => matchRoute(restRoutes, c.method, c.path)).filter(Boolean).map((r) => routeKey(r!)));
    const calls = specCalls();
    expect(calls).toHaveLength(31);
    const hitShapes = new Set([...hit].map((k) => shapeOf(k)));
    expect(calls.filter((c) => !hitShapes.has(shapeOf(c)))).toEqual([]);
    expect(restRoutes.map(routeKey).filter((k) => !hit.has(k))).toEqual([]);
    expect(hit.size).toBe(restRoutes.length);
  });
});

describe('tRPC: every procedure, then a restart', () => {
  it('drives every procedure with the typed client and reads everything back after a restart', async () => {
    clock.set(MIDWEEK);
    const browser = new TestBrowser(server.url);
    const called = new Set<string>();
    const suite = { headers: TZ_HEADERS, called }; // every tRPC client states the suites' time zone and records its procedures
    let trpc = trpcClientFor(browser, suite);
    const d = today();
    const monday = thisMonday();

    expect(await trpc.users.me.query()).toBeNull();
    clock.set(ONE_WEEK_EARLIER);
    const created = parseAs(WellnessUserSchema, await trpc.users.create.mutate({ name: 'Tess', location: 'Cork', challenges: ['Anxiety'] }), 'users.create');
    clock.set(MIDWEEK);
    const userId = created.id;
    expect(browser.cookie).toMatch(/^cadence_sid=/);
    parseAs(UserSchema, await trpc.users.get.query(), 'users.get');
    const upd = parseAs(UserSchema, await trpc.users.update.mutate({ email: 'tess@example.com', sleepHours: 8, goals: ['Energy Boost'] } ), 'users.update');
    expect(upd).toMatchObject({ email: 'tess@example.com', sleepHours: 8, goals: ['Energy Boost'] });
    expect((await trpc.users.me.query())?.id).toBe(userId);

    parseAs(OnboardingResponsesRecordSchema, await trpc.onboarding.saveResponses.mutate({ responses: RESPONSES }), 'saveResponses');
    const profile = parseAs(
      LifestyleProfileSchema,
      await trpc.onboarding.saveLifestyleProfile.mutate({ emotionalHealth: ['stress'], programName: 'Tess Reset' }),
      'saveLifestyleProfile',
    );
    const reset = await trpc.onboarding.generateResetProgram.mutate({ name: 'Tess', responses: RESPONSES });
    parseAs(GenerateResetProgramResponseSchema, { success: reset.success, resetProgram: reset.resetProgram }, 'generateResetProgram');
    const recs = await trpc.onboarding.savePersonalizedRecommendations.mutate({ profileId: profile.id, recommendations: reset.recommendationDetails.slice(0, 2) });
    expect(recs.profileId).toBe(profile.id);

    const walk = parseAs(RoutineSchema, await trpc.routines.create.mutate({ type: 'movement', label: 'Lunch walk', subtasks: [{ name: 'Ten minutes' }] }), 'routines.create');
    const tea = parseAs(RoutineSchema, await trpc.routines.create.mutate({ type: 'nutrition', label: 'Adaptogenic tea' }), 'routines.create');
    const temp = await trpc.routines.create.mutate({ type: 'other', label: 'Temporary' });
    expect((await trpc.routines.update.mutate({ id: tea.id, data: { notes: 'Tulsi', frequency: 'weekly' } })).notes).toBe('Tulsi');
    expect(await trpc.routines.remove.mutate({ id: temp.id })).toEqual({ ok: true });
    const routineList = parseAs(z.array(RoutineSchema), await trpc.routines.list.query(undefined), 'routines.list');
    expect(routineList.map((r) => r.id)).toEqual([walk.id, tea.id]);

    // docs/decisions/024: with active routines, the first read builds today's plan.
    expect((await trpc.plan.today.query(undefined))?.tasks.map((t) => t.routineId)).toContain(walk.id);
    const regen = parseAs(DailyPlanSchema, await trpc.plan.regenerate.mutate(undefined), 'plan.regenerate');
    expect(regen.date).toBe(d);
    const adapted = await trpc.plan.adapt.mutate({ transcript: 'Low energy and a headache this afternoon', inputMode: 'voice' });
    parseAs(AdaptPlanResponseSchema, { dailyPlan: adapted.dailyPlan, safety: adapted.safety }, 'plan.adapt');
    const withTask = parseAs(DailyPlanSchema, await trpc.plan.addTask.mutate({ label: 'Book dentist' }), 'plan.addTask');
    expect(withTask.tasks.at(-1)).toMatchObject({ label: 'Book dentist', source: 'manual' });
    const ticked = parseAs(DailyPlanSchema, await trpc.plan.updateTask.mutate({ index: 0, status: 'done' }), 'plan.updateTask');
    expect(ticked.tasks[0]?.status).toBe('done');
    const missingTask = await trpc.plan.updateTask.mutate({ index: 99, status: 'done' }).catch((e: unknown) => e);
    expect(missingTask).toBeInstanceOf(TRPCClientError);
    expect((missingTask as TRPCClientError<AppRouter>).message).toBe('Task not found');
    parseAs(DailyMotivationSchema, await trpc.plan.motivation.query(undefined), 'plan.motivation');
    parseAs(PersonalizedTipSchema, await trpc.plan.tip.query(undefined), 'plan.tip');
    // Safety notices (docs/decisions/037): none was raised today, so nothing to show, hide or follow up.
    expect(await trpc.safety.current.query({})).toBeNull();
    for (const call of [() => trpc.safety.dismiss.mutate({ date: d }), () => trpc.safety.followUp.mutate({ date: d, answer: 'same' })]) {
      const noNotice = await call().catch((e: unknown) => e);
      expect((noNotice as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');
    }

    parseAs(DailyLogSchema, await trpc.logs.save.mutate({ date: d, completed: { movement: true }, subtasks: { [walk.id]: { [walk.subtasks[0]!.id]: true } } }), 'logs.save');
    parseAs(DailyLogSchema, await trpc.logs.patchNotes.mutate({ date: yesterday(), notes: 'Rested, and took my metformin' }), 'logs.patchNotes');
    parseAs(UserSchema, await trpc.users.answerMedicine.mutate({ name: 'Metformin', add: true }), 'users.answerMedicine');
    const logList = parseAs(z.array(DailyLogSchema), await trpc.logs.list.query(undefined), 'logs.list');
    expect(logList.map((l) => l.date)).toEqual([d, yesterday()]);
    expect(await trpc.logs.get.query({ date: '2020-01-01' })).toBeNull();
    parseAs(DailyLogSchema, await trpc.logs.get.query({ date: d }), 'logs.get');
    const rhythm = await trpc.rhythm.summary.query(undefined);
    expect(rhythm.today).toBe(d);
    expect(rhythm.strengths.routines.length).toBeGreaterThan(0);

    parseAs(WeeklyStatsSchema, await trpc.weekly.stats.query(undefined), 'weekly.stats');
    parseAs(z.array(WeekProgressSchema), await trpc.weekly.progress.query(undefined), 'weekly.progress');
    const weekly = await trpc.weekly.recommendations.mutate({ reflectionNotes: 'Tired, skipped workouts, tea helped.' });
    // This week's set comes back as generated (docs/decisions/156).
    expect((await trpc.weekly.currentRecommendations.query(undefined))?.recommendationSetId).toBe(weekly.recommendationSetId);
    const chosen = parseAs(z.array(IdentifiedWeeklyRecommendation).min(1), weekly.recommendations, 'weekly.recommendations').slice(0, 1);
    const preview = await trpc.weekly.previewApply.mutate({ recommendations: chosen });
    expect(preview.summary.length).toBeGreaterThan(0);
    const applied = await trpc.weekly.applyRecommendations.mutate({ recommendations: chosen });
    const undone = await trpc.weekly.undoApply.mutate({ applicationId: applied.applicationId });
    expect(undone.routines.map((r) => r.id)).toEqual([walk.id, tea.id]);
    await trpc.weekly.applyRecommendations.mutate({ recommendations: chosen });
    const saved = await trpc.weekly.saveReview.mutate({ weekStartDate: monday, energyMoodScore: 4, whatHelped: '', whatDidntHelp: 'Too little sleep', notes: '' });
    expect(saved.updated).toBe(false);
    const again = await trpc.weekly.saveReview.mutate({ weekStartDate: monday, energyMoodScore: 5, whatHelped: 'Tea', whatDidntHelp: 'Too little sleep', notes: '' });
    expect(again.updated).toBe(true);
    parseAs(z.array(WeeklyReviewSchema), await trpc.weekly.reviews.query(undefined), 'weekly.reviews');
    expect(parseAs(WeeklyReviewSchema, await trpc.weekly.review.query({ weekStartDate: monday }), 'weekly.review').energyMoodScore).toBe(5);

    const settings = await trpc.publicProfile.publish.mutate({ show: { goals: true } });
    expect(settings.published).toBe(true);
    expect(await trpc.publicProfile.settings.query(undefined)).toEqual(settings);
    const visitor = new TestBrowser(server.url);
    const visitorTrpc = trpcClientFor(visitor, suite);
    parseAs(PublicProfileSchema, await visitorTrpc.publicProfile.get.query({ slug: settings.slug! }), 'publicProfile.get');

    const wizardBrowser = new TestBrowser(server.url);
    const wizardTrpc = trpcClientFor(wizardBrowser, suite);
    const gen = await wizardTrpc.onboarding.generateRoutines.mutate({ profile: { ...WIZARD_PROFILE }, context: 'Stressful job, poor sleep, little movement.' });
    parseAs(GenerateRoutinesResponseSchema, { routines: gen.routines }, 'onboarding.generateRoutines');
    const done = parseAs(CompleteOnboardingResponseSchema, await wizardTrpc.onboarding.complete.mutate({ profile: { ...WIZARD_PROFILE }, routines: gen.routines }), 'onboarding.complete');
    expect(wizardBrowser.cookie).toMatch(/^cadence_sid=/);
    expect((await wizardTrpc.users.get.query()).id).toBe(done.userId);
    expect((await wizardTrpc.routines.list.query(undefined)).length).toBe(gen.routines.length);

    // Read back, restart, read back again.
    const readAll = async (t: typeof trpc, w: typeof wizardTrpc, v: typeof visitorTrpc) => ({
      user: await t.users.get.query(),
      routines: await t.routines.list.query(undefined),
      plan: await t.plan.today.query(undefined),
      motivation: await t.plan.motivation.query(undefined),
      tip: await t.plan.tip.query(undefined),
      logs: await t.logs.list.query(undefined),
      log: await t.logs.get.query({ date: d }),
      stats: await t.weekly.stats.query(undefined),
      reviews: await t.weekly.reviews.query(undefined),
      review: await t.weekly.review.query({ weekStartDate: monday }),
      settings: await t.publicProfile.settings.query(undefined),
      publicPage: await v.publicProfile.get.query({ slug: settings.slug! }),
      wizardRoutines: await w.routines.list.query(undefined),
    });
    const before = await readAll(trpc, wizardTrpc, visitorTrpc);
    expect(before.plan?.tasks.at(-1)).toMatchObject({ label: 'Book dentist' });

    await restartApi();
    const moved = (b: TestBrowser) => {
      const next = new TestBrowser(server.url);
      next.cookie = b.cookie;
      return next;
    };
    const browser2 = moved(browser);
    trpc = trpcClientFor(browser2, suite);
    const after = await readAll(trpc, trpcClientFor(moved(wizardBrowser), suite), trpcClientFor(moved(visitor), suite));
    expect(after).toEqual(before);

    // Her data, hers (docs/decisions/049) over tRPC.
    const file = await trpc.account.export.mutate({ format: 'json' });
    expect(file).toMatchObject({ contentType: 'application/json; charset=utf-8', encoding: 'utf8' });
    expect((await trpc.account.export.mutate({ format: 'csv' })).content).toMatch(/^\uFEFF"date"/);
    const pdf = await trpc.account.clinicianSummary.mutate({});
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(await trpc.passkeys.status.query()).toEqual({ available: true });
    const key = new SoftAuthenticator('http://localhost:3000');
    const regOptions = await trpc.passkeys.registrationOptions.mutate();
    const passkey = await trpc.passkeys.register.mutate({ response: key.register(regOptions as never) });
    expect(await trpc.passkeys.list.query()).toEqual([passkey]);
    const phone = trpcClientFor(new TestBrowser(server.url), suite);
    const options = await phone.passkeys.signInOptions.mutate();
    expect((await phone.passkeys.signIn.mutate({ response: key.authenticate(options as never) })).id).toBe(userId);
    await trpc.passkeys.remove.mutate({ passkeyId: passkey.id });
    const link = await trpc.passkeys.createDeviceLink.mutate();
    const tablet = trpcClientFor(new TestBrowser(server.url), suite);
    expect((await tablet.passkeys.redeemDeviceLink.mutate({ code: link.code })).id).toBe(userId);
    const copy = await tablet.account.import.mutate(JSON.parse(file.content));
    expect(copy.id).not.toBe(userId);
    expect(await tablet.account.deleteAll.mutate()).toEqual({ deleted: true });

    const off = await trpc.publicProfile.unpublish.mutate(undefined);
    expect(off.published).toBe(false);
    expect(await trpc.users.endSession.mutate()).toEqual({ ok: true });
    expect(browser2.cookie).toBeUndefined();
    expect(await trpc.users.me.query()).toBeNull();

    // Coverage: every procedure of the app router was called.
    const all = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures);
    expect(all.length).toBe(58);
    expect(all.filter((p) => !called.has(p))).toEqual([]);
  });
});
