import { testDbName } from '@cadence/db';
import { addDays, MESSAGES, subtasksForRecommendation, weekStartMonday } from '@cadence/domain';
import { clockCases } from '@cadence/domain/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TestBrowser, TestClock, type TestServer } from '../../testing/test-server';
import { expectNotHers } from '../../testing/test-server';
import { MAX_ROUTINES_PER_USER } from '../routines/routine.service';
import { localIsoDate } from '@cadence/domain';
import {
  count,
  newUser,
  seedLogs,
  seedRoutines,
  storedRoutines,
  TEST_ENV,
  trpcMutation,
  trpcQuery,
} from '../../testing/test-server';

let server: TestServer;
const UTC = { 'x-cadence-tz': 'UTC' };
/** The server's clock: a Wednesday by default; tests that are about the week's edges move it. */
const WEDNESDAY = '2026-11-25T12:00:00Z';
const clock = new TestClock(WEDNESDAY);

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_weekly'), env: TEST_ENV, now: clock.now });
});
afterEach(() => clock.set(WEDNESDAY));
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const today = () => localIsoDate(clock.now(), 'UTC');
const monday = () => weekStartMonday(today());
/** A Monday certainly in the past (for reviews of other weeks). */
const mondayWeeksAgo = (n: number) => addDays(monday(), -7 * n);

const MISSING_REFLECTION = MESSAGES.weeklyReflectionMissing.description;

describe('weekly stats', () => {
  it.each([
    ['a Wednesday', WEDNESDAY, 3],
    ['a Monday just after midnight', '2026-11-23T00:00:30Z', 1],
    ['a Sunday just before midnight', '2026-11-29T23:59:30Z', 7],
    ['New Year (Friday 1 January)', '2027-01-01T00:00:30Z', 5],
  ])('REST: computes the current week (Monday start) from the logs on %s', async (_label, instant, elapsed) => {
    clock.set(instant);
    const { browser, userId } = await newUser(server.url);
    const start = monday();
    const t = today();
    const onMonday = start === t;
    await seedLogs(server, userId, [
      // On a Monday, today *is* the week's first day: one log for it (a second would be the same day).
      onMonday
        ? { date: start, completed: { movement: true, mindfulness: true, nutrition: true }, notes: 'Felt fatigue all day' }
        : { date: start, completed: { movement: true, mindfulness: true }, notes: 'Felt fatigue all day' },
      ...(onMonday ? [] : [{ date: t, completed: { nutrition: true } }]),
      { date: addDays(start, -1), completed: { movement: true } }, // last week: ignored
    ]);
    const res = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, UTC);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      completedDays: onMonday ? 1 : 2,
      totalDays: elapsed,
      categoryStats: { movement: 1, nutrition: 1, mindfulness: 1 },
      commonSymptoms: expect.arrayContaining(['fatigue']),
      energyTrend: 'unknown',
    });
  });

  it("uses the x-cadence-tz header for the person's today (UTC+14 and UTC-11 are always on different days)", async () => {
    const { browser, userId } = await newUser(server.url);
    const east = 'Pacific/Kiritimati';
    const west = 'Pacific/Pago_Pago';
    const elapsed = (tz: string) => {
      const t = localIsoDate(clock.now(), tz);
      return (Date.parse(`${t}T00:00:00Z`) - Date.parse(`${weekStartMonday(t)}T00:00:00Z`)) / 86_400_000 + 1;
    };
    // Days count from the day she joined, or her first day with data this week (decision 099): a log on each zone's Monday.
    const mondays = [...new Set([east, west, 'UTC'].map((tz) => weekStartMonday(localIsoDate(clock.now(), tz))))];
    await seedLogs(server, userId, mondays.map((date) => ({ date, notes: 'monday' })));
    const a = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, { 'x-cadence-tz': east });
    const b = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, { 'x-cadence-tz': west });
    expect(a.json.totalDays).toBe(elapsed(east));
    expect(b.json.totalDays).toBe(elapsed(west));
    expect(a.json.totalDays).not.toBe(b.json.totalDays);
    const bogus = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, { 'x-cadence-tz': 'Not/AZone' });
    expect(bogus.json.totalDays).toBe(elapsed('UTC'));
  });

  // docs/decisions/030: the week and its elapsed days in the person's zone, at the instants that break day
  // arithmetic (Monday 00:00:30, Sunday 23:59:30, New Year's Eve and Day, New York's DST changes).
  it.each(clockCases(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York']))('REST: the current week at $name', async (c) => {
    clock.set(c.now.toISOString());
    const { browser, userId } = await newUser(server.url);
    const { weekStart, date, weekday } = c.local;
    await seedLogs(server, userId, [
      { date: weekStart, completed: { movement: true } },
      ...(date === weekStart ? [] : [{ date, completed: { nutrition: true } }]),
      { date: addDays(weekStart, -1), completed: { mindfulness: true } }, // last week's Sunday: ignored
    ]);
    const res = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, { 'x-cadence-tz': c.timeZone });
    expect(res.json).toMatchObject({
      completedDays: weekday === 1 ? 1 : 2,
      totalDays: weekday,
      categoryStats: { movement: 1, nutrition: weekday === 1 ? 0 : 1, mindfulness: 0 },
    });
  });

  it('tRPC weekly.stats answers the same; no logs → zeros', async () => {
    const { browser } = await newUser(server.url);
    const res = await trpcQuery(browser, 'weekly.stats', undefined, UTC);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ completedDays: 0, categoryStats: { movement: 0, nutrition: 0, mindfulness: 0 }, commonSymptoms: [] });
  });
});

describe('weekly progress: the same figures as the weekly stats, week by week (docs/decisions/134)', () => {
  it('this week equals GET weekly-stats; an earlier week with logs counts all its days; a week without data is not logged', async () => {
    const { browser, userId } = await newUser(server.url);
    await seedLogs(server, userId, [
      { date: addDays(monday(), -7 * 2 + 1), completed: { movement: true } },
      { date: today(), completed: { mindfulness: true } },
    ]);
    await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: mondayWeeksAgo(4), energyMoodScore: 6, whatHelped: 'Walks' }, UTC);
    const res = await browser.request('GET', `/api/wellness/users/${userId}/weekly-progress`, undefined, UTC);
    expect(res.status, res.text).toBe(200);
    expect(res.json.map((w: { weekStartDate: string }) => w.weekStartDate)).toEqual([mondayWeeksAgo(4), mondayWeeksAgo(2), monday()]);
    const stats = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, UTC);
    expect(res.json.at(-1)).toEqual({ weekStartDate: monday(), stats: stats.json, logged: true });
    expect(res.json[0]).toMatchObject({ logged: false });
    expect(res.json[1]).toMatchObject({ logged: true, stats: { completedDays: 1, categoryStats: { movement: 1 } } });
  });
});

describe('weekly recommendations', () => {
  it('REST: generated by the rule coach, stored with ids, with the disclaimer', async () => {
    // She started ten days ago (no day-1 scolding applies), and this week nothing was ticked yet.
    clock.set('2026-11-15T12:00:00Z');
    const { browser, userId } = await newUser(server.url);
    clock.set(WEDNESDAY);
    const before = await count(server.conn, 'weekly_recommendations', { userId });
    const res = await browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'Tired most days, little exercise.' }, UTC);
    expect(res.status).toBe(200);
    expect(res.json.source).toBe('rules');
    expect(res.json.safety).toBeUndefined();
    expect(res.json.disclaimer).toMatch(/not medical advice/i);
    expect(res.json.weekStartDate).toBe(monday());
    expect(res.json.recommendations.length).toBeGreaterThan(0);
    for (const r of res.json.recommendations) {
      expect(r).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        type: expect.any(String),
        routineType: expect.any(String),
        label: expect.any(String),
        rationale: expect.any(String),
        priority: expect.stringMatching(/^(high|medium|low)$/),
      });
    }
    // No movement this week → the spec's high-priority add-movement suggestion is there.
    expect(res.json.recommendations).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'add', routineType: 'movement', priority: 'high' })]));
    expect(await count(server.conn, 'weekly_recommendations', { userId })).toBe(before + 1);
    const stored = await server.conn.collection('weekly_recommendations').findOne({ _id: res.json.recommendationSetId } as never);
    expect((stored?.recommendations as { id: string }[]).map((r) => r.id)).toEqual(res.json.recommendations.map((r: { id: string }) => r.id));
    // The reflection text itself is not kept.
    expect(JSON.stringify(stored)).not.toContain('Tired most days');
  });

  it('a red-flag reflection returns the safety notice and no recommendations', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'I have had chest pain every evening.' });
    expect(res.status).toBe(200);
    expect(res.json.recommendations).toEqual([]);
    expect(res.json.safety).toMatchObject({ level: 'urgent', title: expect.any(String), message: expect.any(String) });
  });

  it('tRPC weekly.recommendations works; blank notes → 400', async () => {
    const { browser, userId } = await newUser(server.url);
    const ok = await trpcMutation(browser, 'weekly.recommendations', { reflectionNotes: 'Good week' });
    expect(ok.status).toBe(200);
    expect(ok.data.source).toBe('rules');
    const bad = await trpcMutation(browser, 'weekly.recommendations', { reflectionNotes: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^reflectionNotes: /);
    const rest = await browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: { $ne: null } });
    expect(rest.status).toBe(400);
    expect(rest.text).toMatch(/^reflectionNotes: /);
  });
});

describe('apply recommendations, preview and undo', () => {
  const recs = [
    { type: 'add', routineType: 'movement', label: 'Add a daily 20-minute walk', rationale: 'Move more.', priority: 'high' },
    { type: 'remove', routineType: 'other', label: 'Pause "Late-night scrolling"', rationale: 'Sleep better.', priority: 'medium' },
    { type: 'modify', routineType: 'supplement', label: 'Review your supplement routine', rationale: 'Take magnesium in the evening.', priority: 'high' },
    { type: 'keep', routineType: 'mindfulness', label: 'Morning breathing', rationale: 'Working well.', priority: 'low' },
  ];

  async function setup() {
    const { browser, userId } = await newUser(server.url);
    const ids = await seedRoutines(server, userId, [
      { type: 'mindfulness', label: 'Morning breathing', subtasks: [{ id: 's1', name: 'Box breathing' }] },
      { type: 'other', label: 'Late-night scrolling', notes: 'habit to drop' },
      { type: 'supplement', label: 'Vitamin D', notes: 'with breakfast', isPersonalized: true },
    ]);
    return { browser, userId, ids };
  }

  it('preview returns the change set and writes nothing', async () => {
    const { browser, userId } = await setup();
    const routinesBefore = await storedRoutines(server.conn, userId);
    const appsBefore = await count(server.conn, 'recommendation_applications');
    const res = await browser.request('POST', '/api/wellness/apply-recommendations/preview', { userId, recommendations: recs });
    expect(res.status).toBe(200);
    expect(res.json.changes.added).toEqual([expect.objectContaining({ userId, type: 'movement', label: 'Daily 20-minute walk', active: true })]);
    expect(res.json.changes.deactivated).toEqual([
      { routineId: expect.any(String), before: expect.objectContaining({ label: 'Late-night scrolling', active: true }) },
    ]);
    expect(res.json.changes.modified).toEqual([
      {
        routineId: expect.any(String),
        before: expect.objectContaining({ label: 'Vitamin D', notes: 'with breakfast' }),
        after: expect.objectContaining({ label: 'Vitamin D', notes: expect.stringContaining('Take magnesium in the evening.') }),
      },
    ]);
    expect(res.json.summary).toEqual(expect.arrayContaining([expect.stringContaining('Daily 20-minute walk')]));
    expect(await storedRoutines(server.conn, userId)).toEqual(routinesBefore);
    expect(await count(server.conn, 'recommendation_applications')).toBe(appsBefore);
    const trpc = await trpcMutation(browser, 'weekly.previewApply', { recommendations: recs });
    expect(trpc.status).toBe(200);
    expect(trpc.data.changes).toEqual(res.json.changes);
  });

  it('REST apply + undo round trip restores the routines exactly', async () => {
    const { browser, userId } = await setup();
    const before = await storedRoutines(server.conn, userId);
    const res = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: recs });
    expect(res.status).toBe(200);
    expect(res.json.applicationId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { added, modified, deactivated } = res.json.applied;
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ id: expect.any(String), userId, type: 'movement', label: 'Daily 20-minute walk', active: true });
    for (const s of added[0].subtasks) expect(s.id).toEqual(expect.any(String));
    expect(modified.map((m: { after: { label: string } }) => m.after.label)).toEqual(['Vitamin D']);
    expect(deactivated.map((d: { after: { label: string; active: boolean } }) => [d.after.label, d.after.active])).toEqual([['Late-night scrolling', false]]);
    expect(res.json.summary.length).toBe(3);

    const listed = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    if (listed.status === 200) expect(listed.json).toHaveLength(4);
    expect(await count(server.conn, 'routines', { userId })).toBe(4);

    const undo = await browser.request('POST', `/api/wellness/apply-recommendations/${res.json.applicationId}/undo`);
    expect(undo.status).toBe(200);
    expect(undo.json).toMatchObject({ applicationId: res.json.applicationId, undone: true });
    expect(undo.json.routines).toHaveLength(3);
    expect(await storedRoutines(server.conn, userId)).toEqual(before);

    const again = await browser.request('POST', `/api/wellness/apply-recommendations/${res.json.applicationId}/undo`);
    expect(again.status).toBe(409);
    expect(again.text).toBe('These changes were already undone.');
  });

  it('tRPC apply + undoApply round trip, accepting recommendations with their generated ids', async () => {
    const { browser, userId } = await setup();
    const before = await storedRoutines(server.conn, userId);
    const withIds = recs.map((r, i) => ({ ...r, id: `rec${i}` }));
    const applied = await trpcMutation(browser, 'weekly.applyRecommendations', { recommendations: withIds });
    expect(applied.status).toBe(200);
    const stored = await server.conn.collection('recommendation_applications').findOne({ _id: applied.data.applicationId } as never);
    expect(stored?.recommendationIds).toEqual(['rec0', 'rec1', 'rec2', 'rec3']);
    expect(await count(server.conn, 'routines', { userId })).toBe(4);
    const undo = await trpcMutation(browser, 'weekly.undoApply', { applicationId: applied.data.applicationId });
    expect(undo.status).toBe(200);
    expect(await storedRoutines(server.conn, userId)).toEqual(before);
  });

  it('undo puts back a modified routine the user deleted in between (same id)', async () => {
    const { browser, userId, ids } = await setup();
    const before = await storedRoutines(server.conn, userId);
    const res = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: recs });
    await server.conn.collection('routines').deleteOne({ _id: ids[2] } as never);
    const undo = await browser.request('POST', `/api/wellness/apply-recommendations/${res.json.applicationId}/undo`);
    expect(undo.status).toBe(200);
    expect(await storedRoutines(server.conn, userId)).toEqual(before);
  });

  it('rejects bad input with readable 400s and writes nothing', async () => {
    const { browser, userId } = await setup();
    const before = await storedRoutines(server.conn, userId);
    const apps = await count(server.conn, 'recommendation_applications');
    const cases: unknown[] = [
      { userId, recommendations: [] },
      { userId, recommendations: [{ ...recs[0], type: 'explode' }] },
      { userId, recommendations: [{ ...recs[0], label: { $ne: null } }] },
      { userId: { $ne: null }, recommendations: recs },
      { userId, recommendations: recs, extra: 1 },
    ];
    for (const body of cases) {
      const res = await browser.request('POST', '/api/wellness/apply-recommendations', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toMatch(/^[a-zA-Z0-9_.]+: |^body: /);
    }
    expect(await storedRoutines(server.conn, userId)).toEqual(before);
    expect(await count(server.conn, 'recommendation_applications')).toBe(apps);
  });
});

describe('advice lands once: merged into what she has, or "you already have this" (docs/decisions/130)', () => {
  const mobility = {
    type: 'add',
    routineType: 'movement',
    label: 'Add a 10-minute gentle mobility routine',
    rationale: '“back pain” came up in your notes this week. A few minutes of slow mobility work can ease tension.',
    priority: 'medium',
  } as const;
  const exercises = subtasksForRecommendation(mobility).map((s, i) => ({ id: `ex${i}`, name: s.name, description: s.description ?? '' }));

  it('the same idea and steps under another name: 409 "You already have this.", nothing created or recorded', async () => {
    const { browser, userId } = await newUser(server.url);
    await seedRoutines(server, userId, [{ type: 'movement', label: 'Gentle mobility for your back', subtasks: exercises }]);
    const before = await storedRoutines(server.conn, userId);
    const apps = await count(server.conn, 'recommendation_applications', { userId });

    const preview = await browser.request('POST', '/api/wellness/apply-recommendations/preview', { userId, recommendations: [mobility] }, UTC);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.changes).toEqual({
      added: [],
      modified: [],
      deactivated: [],
      alreadyHave: [{ recommendation: mobility.label, routineId: before[0]?._id, label: 'Gentle mobility for your back' }],
    });
    expect(preview.json.summary).toEqual(['You already have this: “Gentle mobility for your back”']);

    const res = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: [mobility] }, UTC);
    expect(res.status).toBe(409);
    expect(res.text).toBe('You already have this.');
    const viaTrpc = await trpcMutation(browser, 'weekly.applyRecommendations', { recommendations: [{ ...mobility, id: 'rec-mob' }] });
    expect(viaTrpc.status).toBe(409);
    expect(await storedRoutines(server.conn, userId)).toEqual(before);
    expect(await count(server.conn, 'recommendation_applications', { userId })).toBe(apps);
  });

  it('merges only the missing steps into her routine of that idea; the plan holds one task for it; undo restores exactly', async () => {
    const { browser, userId } = await newUser(server.url);
    await seedRoutines(server, userId, [
      { type: 'movement', label: 'Morning stretch', subtasks: [exercises[0]!, { id: 'own', name: 'Reach for the sky' }] },
      { type: 'mindfulness', label: 'Daily Stress-Relief Breathing', subtasks: [{ id: 'b1', name: 'Box breathing' }] },
    ]);
    const before = await storedRoutines(server.conn, userId);
    const planBefore = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, UTC);
    expect(planBefore.status, planBefore.text).toBe(200);

    const res = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: [mobility] }, UTC);
    expect(res.status, res.text).toBe(200);
    expect(res.json.applied.added).toEqual([]);
    expect(res.json.applied.modified).toHaveLength(1);
    const after = res.json.applied.modified[0].after as { label: string; subtasks: { id: string; name: string }[] };
    expect(after.label).toBe('Morning stretch');
    expect(after.subtasks.map((t) => t.name)).toEqual([exercises[0]!.name, 'Reach for the sky', ...exercises.slice(1).map((e) => e.name)]);
    expect(new Set(after.subtasks.map((t) => t.id)).size).toBe(after.subtasks.length);
    expect(res.json.summary).toEqual([`Added ${exercises.length - 1} steps to “Morning stretch”`]);
    expect(await count(server.conn, 'routines', { userId })).toBe(2);

    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, UTC);
    const labels = (plan.json.tasks as { label: string }[]).map((t) => t.label);
    expect(labels.filter((l) => /mobility|stretch/i.test(l))).toEqual(['Morning stretch']);
    expect(plan.json.tasks.map((t: { id: string }) => t.id)).toEqual(planBefore.json.tasks.map((t: { id: string }) => t.id));

    // Applying it again: refused (it was applied), and after undo nothing is left of it.
    const again = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: [mobility] }, UTC);
    expect(again.status).toBe(409);
    const undo = await browser.request('POST', `/api/wellness/apply-recommendations/${res.json.applicationId}/undo`, undefined, UTC);
    expect(undo.status, undo.text).toBe(200);
    expect(await storedRoutines(server.conn, userId)).toEqual(before);
  });
});

describe('this week\'s recommendations survive a reload (docs/decisions/156)', () => {
  type Current = { recommendations: { id: string; label: string; applied: boolean; alreadyHave?: string }[]; undo: { applicationId: string; recommendationIds: string[] } | null; disclaimer?: string; safety?: unknown; recommendationSetId: string } | null;
  const current = async (browser: TestBrowser, userId: string): Promise<Current> => {
    const res = await browser.request('GET', `/api/wellness/users/${userId}/weekly-recommendations`, undefined, UTC);
    expect(res.status, res.text).toBe(200);
    const viaTrpc = await trpcQuery(browser, 'weekly.currentRecommendations', undefined, UTC);
    expect(viaTrpc.data).toEqual(res.json);
    return res.json as Current;
  };

  it('as generated, then applied ones applied with their undo, then undone; next week: none', async () => {
    clock.set('2026-11-15T12:00:00Z');
    const { browser, userId } = await newUser(server.url);
    clock.set(WEDNESDAY);
    expect(await current(browser, userId)).toBeNull();
    const generated = await browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'Tired most days, little exercise.' }, UTC);
    expect(generated.status).toBe(200);
    const recs = generated.json.recommendations as { id: string; label: string }[];
    expect(recs.length).toBeGreaterThan(1);

    const fresh = await current(browser, userId);
    expect(fresh).toMatchObject({ recommendationSetId: generated.json.recommendationSetId, disclaimer: generated.json.disclaimer, undo: null });
    expect(fresh?.recommendations).toEqual(recs.map((r) => ({ ...r, applied: false })));

    const first = recs[0] as { id: string };
    const applied = await trpcMutation(browser, 'weekly.applyRecommendations', { recommendations: [first] }, UTC);
    expect(applied.status).toBe(200);
    const after = await current(browser, userId);
    expect(after?.recommendations.map((r) => r.applied)).toEqual(recs.map((r) => r.id === first.id));
    expect(after?.undo).toEqual({ applicationId: applied.data.applicationId, recommendationIds: [first.id] });

    // A later application: its undo is the one offered; once it is undone, no undo (the earlier one stays applied).
    const second = recs[1] as { id: string };
    const later = await trpcMutation(browser, 'weekly.applyRecommendations', { recommendations: [second] }, UTC);
    expect(later.status).toBe(200);
    expect((await current(browser, userId))?.undo).toEqual({ applicationId: later.data.applicationId, recommendationIds: [second.id] });
    expect((await browser.request('POST', `/api/wellness/apply-recommendations/${later.data.applicationId}/undo`, undefined, UTC)).status).toBe(200);
    const afterLater = await current(browser, userId);
    expect(afterLater?.recommendations.map((r) => r.applied)).toEqual(recs.map((r) => r.id === first.id));
    expect(afterLater?.undo).toBeNull();

    const undo = await browser.request('POST', `/api/wellness/apply-recommendations/${applied.data.applicationId}/undo`, undefined, UTC);
    expect(undo.status).toBe(200);
    const undone = await current(browser, userId);
    expect(undone?.recommendations.every((r) => !r.applied)).toBe(true);
    expect(undone?.undo).toBeNull();

    clock.set('2026-12-02T12:00:00Z');
    expect(await current(browser, userId)).toBeNull();
  });

  it('the safety notice comes back with its set', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'I have had chest pain every evening.' }, UTC);
    expect(res.json.safety).toBeDefined();
    const again = await current(browser, userId);
    expect(again?.safety).toEqual(res.json.safety);
    expect(again?.recommendations).toEqual([]);
  });

  it('advice one of her routines already covers says which', async () => {
    const { browser, userId } = await newUser(server.url);
    const mobility = { type: 'add', routineType: 'movement', label: 'Add a 10-minute gentle mobility routine', rationale: '', priority: 'medium' } as const;
    const exercises = subtasksForRecommendation(mobility).map((s, i) => ({ id: `ex${i}`, name: s.name, description: s.description ?? '' }));
    const generated = await browser.request('POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'My lower back hurts most evenings.' }, UTC);
    expect((generated.json.recommendations as { label: string }[]).map((r) => r.label)).toContain(mobility.label);
    // Meanwhile she made her own routine with exactly these exercises.
    await seedRoutines(server, userId, [{ type: 'movement', label: 'Back care', subtasks: exercises }]);
    const shown = await current(browser, userId);
    expect(shown?.recommendations.find((r) => r.label === mobility.label)).toMatchObject({ applied: false, alreadyHave: 'Back care' });
  });
});

describe('advice that adds steps to a routine she finished today', () => {
  it('keeps it finished: the new steps are ticked in today’s log, and the plan and the Log still agree', async () => {
    const mobility = { type: 'add', routineType: 'movement', label: 'Add a 10-minute gentle mobility routine', rationale: 'Back pain came up.', priority: 'medium' } as const;
    const [first] = subtasksForRecommendation(mobility);
    const { browser, userId } = await newUser(server.url);
    const [stretchId] = await seedRoutines(server, userId, [{ type: 'movement', label: 'Morning stretch', subtasks: [{ id: 'own', name: first!.name }] }]);
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, UTC);
    const task = (plan.json.tasks as { id: string; routineId?: string }[]).find((t) => t.routineId === stretchId)!;
    const tick = await trpcMutation(browser, 'plan.updateTask', { taskId: task.id, status: 'done' }, UTC);
    expect(tick.status, tick.text).toBe(200);

    const res = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: [mobility] }, UTC);
    expect(res.status, res.text).toBe(200);
    const after = res.json.applied.modified[0].after as { subtasks: { id: string }[] };
    expect(after.subtasks.length).toBeGreaterThan(1);
    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${today()}`, undefined, UTC);
    expect(Object.keys(log.json.subtasks[stretchId!]).sort()).toEqual(after.subtasks.map((t) => t.id).sort());
    expect(Object.values(log.json.subtasks[stretchId!]).every((v) => v === true)).toBe(true);
    const planAfter = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, UTC);
    expect((planAfter.json.tasks as { id: string; status: string }[]).find((t) => t.id === task.id)?.status).toBe('done');
  });
});

describe('weekly reviews', () => {
  it('REST: save, save again (updates, updated: true), list newest first, get one', async () => {
    const { browser, userId } = await newUser(server.url);
    const week = mondayWeeksAgo(1);
    const first = await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, {
      weekStartDate: week,
      energyMoodScore: 6,
      whatHelped: '  Walks  ',
      whatDidntHelp: '',
      notes: 'ok',
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ userId, weekStartDate: week, energyMoodScore: 6, whatHelped: 'Walks', whatDidntHelp: '', notes: 'ok', updated: false });
    expect(first.json.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, {
      weekStartDate: week,
      energyMoodScore: 8,
      whatHelped: 'Walks and sleep',
      whatDidntHelp: 'Late coffee',
      notes: '',
    });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ id: first.json.id, energyMoodScore: 8, whatDidntHelp: 'Late coffee', updated: true });
    expect(await count(server.conn, 'weekly_reviews', { userId })).toBe(1);
    // The unique index (userId + weekStartDate) holds at the database level too.
    await expect(
      server.conn.collection('weekly_reviews').insertOne({ _id: 'dup', userId, weekStartDate: week, energyMoodScore: 1 } as never),
    ).rejects.toMatchObject({ code: 11000 });

    await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: mondayWeeksAgo(3), energyMoodScore: 3, whatDidntHelp: 'Stress' });
    await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: mondayWeeksAgo(2), energyMoodScore: 5, whatHelped: 'Yoga' });
    const list = await browser.request('GET', `/api/wellness/users/${userId}/weekly-reviews`);
    expect(list.status).toBe(200);
    expect(list.json.map((r: { weekStartDate: string }) => r.weekStartDate)).toEqual([mondayWeeksAgo(1), mondayWeeksAgo(2), mondayWeeksAgo(3)]);
    expect(list.json[0]).not.toHaveProperty('updated');

    const one = await browser.request('GET', `/api/wellness/users/${userId}/weekly-reviews/${week}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: first.json.id, energyMoodScore: 8 });
    const missing = await browser.request('GET', `/api/wellness/users/${userId}/weekly-reviews/${mondayWeeksAgo(9)}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('No reflection for this week');
    const notMonday = await browser.request('GET', `/api/wellness/users/${userId}/weekly-reviews/${addDays(week, 1)}`);
    expect(notMonday.status).toBe(400);
    expect(notMonday.text).toMatch(/Monday/);
  });

  it("the slider's default is not a rating: saved as not rated, no score in the clinician summary, rated once she moves it (docs/decisions/133)", async () => {
    const { browser, userId } = await newUser(server.url);
    const week = monday();
    const unrated = await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: week, energyMoodScore: 5, rated: false, whatHelped: 'Walks' });
    expect(unrated.status, unrated.text).toBe(200);
    expect(unrated.json).toMatchObject({ energyMoodScore: 5, rated: false });
    expect((await browser.request('GET', `/api/wellness/users/${userId}/weekly-reviews/${week}`)).json.rated).toBe(false);
    const summary = await server.services.clinicianSummary.model(userId, {}, 'UTC');
    expect(summary.weeklyScores).toEqual([]);
    expect(summary.reflections).toEqual([expect.objectContaining({ weekStart: week, score: null })]);
    // A client that sends a score (the spec's REST body) rated the week.
    const rated = await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: week, energyMoodScore: 5, whatHelped: 'Walks' });
    expect(rated.json).toMatchObject({ energyMoodScore: 5, rated: true, updated: true });
    expect((await server.services.clinicianSummary.model(userId, {}, 'UTC')).weeklyScores).toEqual([{ weekStart: week, score: 5 }]);
  });

  it('tRPC saveReview / reviews / review', async () => {
    const { browser } = await newUser(server.url);
    const week = monday();
    const saved = await trpcMutation(browser, 'weekly.saveReview', { weekStartDate: week, energyMoodScore: 7, whatHelped: 'Sunlight' });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ weekStartDate: week, energyMoodScore: 7, whatHelped: 'Sunlight', updated: false });
    const again = await trpcMutation(browser, 'weekly.saveReview', { weekStartDate: week, energyMoodScore: 9, whatHelped: 'Sunlight' });
    expect(again.data).toMatchObject({ id: saved.data.id, energyMoodScore: 9, updated: true });
    expect((await trpcQuery(browser, 'weekly.reviews', undefined)).data).toHaveLength(1);
    expect((await trpcQuery(browser, 'weekly.review', { weekStartDate: week })).data.id).toBe(saved.data.id);
    const missing = await trpcQuery(browser, 'weekly.review', { weekStartDate: mondayWeeksAgo(5) });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('No reflection for this week');
    const empty = await trpcMutation(browser, 'weekly.saveReview', { weekStartDate: week, energyMoodScore: 5, whatHelped: ' ', whatDidntHelp: '' });
    expect(empty.status).toBe(400);
  });

  it('rejects bad input (scores 0, 11, 5.5, non-Monday, missing reflection, $ne) and writes nothing', async () => {
    const { browser, userId } = await newUser(server.url);
    const week = mondayWeeksAgo(1);
    const base = { weekStartDate: week, energyMoodScore: 5, whatHelped: 'Walks', whatDidntHelp: '', notes: '' };
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ ...base, energyMoodScore: 0 }, /^energyMoodScore: /],
      [{ ...base, energyMoodScore: 11 }, /^energyMoodScore: /],
      [{ ...base, energyMoodScore: 5.5 }, /^energyMoodScore: /],
      [{ ...base, energyMoodScore: '5' }, /^energyMoodScore: /],
      [{ ...base, weekStartDate: addDays(week, 2) }, /^weekStartDate: .*Monday/],
      [{ ...base, weekStartDate: '2025-02-30' }, /^weekStartDate: /],
      [{ ...base, whatHelped: '  ', whatDidntHelp: '' }, MISSING_REFLECTION],
      [{ ...base, whatHelped: { $ne: null } }, /^whatHelped: /],
      [{ ...base, weekStartDate: { $gt: '' } }, /^weekStartDate: /],
      [{ ...base, userId: 'x' }, /unknown field/],
    ];
    for (const [body, expected] of cases) {
      const res = await browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (typeof expected === 'string') expect(res.text).toBe(expected);
      else expect(res.text).toMatch(expected);
    }
    expect(await count(server.conn, 'weekly_reviews', { userId })).toBe(0);
  });
});

describe('ownership: another session gets 404 everywhere and nothing changes', () => {
  it('REST and tRPC', async () => {
    const owner = await newUser(server.url, 'Owner');
    const { userId } = owner;
    await seedRoutines(server, userId, [{ type: 'other', label: 'Late-night scrolling' }]);
    const week = mondayWeeksAgo(1);
    await owner.browser.request('POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: week, energyMoodScore: 4, whatHelped: 'Rest' });
    const applied = await owner.browser.request('POST', '/api/wellness/apply-recommendations', {
      userId,
      recommendations: [{ type: 'remove', routineType: 'other', label: 'Pause "Late-night scrolling"', rationale: '', priority: 'low' }],
    });
    expect(applied.status).toBe(200);
    const routinesBefore = await storedRoutines(server.conn, userId);
    const reviewsBefore = await server.conn.collection('weekly_reviews').find({ userId }).toArray();

    const anonymous = new TestBrowser(server.url);
    const stranger = (await newUser(server.url, 'Eve')).browser;
    const rec = { type: 'add', routineType: 'movement', label: 'Walk', rationale: '', priority: 'high' };
    for (const b of [anonymous, stranger]) {
      const rest: [string, string, unknown?][] = [
        ['GET', `/api/wellness/users/${userId}/weekly-stats`],
        ['POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'x' }],
        ['POST', '/api/wellness/apply-recommendations/preview', { userId, recommendations: [rec] }],
        ['POST', '/api/wellness/apply-recommendations', { userId, recommendations: [rec] }],
        ['POST', `/api/wellness/apply-recommendations/${applied.json.applicationId}/undo`],
        ['GET', `/api/wellness/users/${userId}/weekly-reviews`],
        ['GET', `/api/wellness/users/${userId}/weekly-reviews/${week}`],
        ['POST', `/api/wellness/users/${userId}/weekly-reviews`, { weekStartDate: week, energyMoodScore: 1, whatHelped: 'Hacked' }],
      ];
      for (const [method, path, body] of rest) {
        const res = await b.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.text).toBe('Not found');
      }
      const trpc: ['q' | 'm', string, unknown][] = [
        ['q', 'weekly.stats', { userId }],
        ['m', 'weekly.recommendations', { userId, reflectionNotes: 'x' }],
        ['m', 'weekly.previewApply', { userId, recommendations: [rec] }],
        ['m', 'weekly.applyRecommendations', { userId, recommendations: [rec] }],
        ['m', 'weekly.undoApply', { applicationId: applied.json.applicationId }],
        ['q', 'weekly.reviews', { userId }],
        ['q', 'weekly.review', { userId, weekStartDate: week }],
        ['m', 'weekly.saveReview', { userId, weekStartDate: week, energyMoodScore: 1, whatHelped: 'Hacked' }],
      ];
      for (const [kind, path, input] of trpc) {
        const res = kind === 'q' ? await trpcQuery(b, path, input) : await trpcMutation(b, path, input);
        expectNotHers(res, userId, path);
      }
    }
    expect(await storedRoutines(server.conn, userId)).toEqual(routinesBefore);
    expect(await server.conn.collection('weekly_reviews').find({ userId }).toArray()).toEqual(reviewsBefore);
    // The owner can still undo her own application.
    const undo = await owner.browser.request('POST', `/api/wellness/apply-recommendations/${applied.json.applicationId}/undo`);
    expect(undo.status).toBe(200);
  });
});

describe('apply respects the routines module (docs/decisions/075)', () => {
  it('cannot take her past the routine limit: 409, no routine added, no application left behind', async () => {
    const { browser, userId } = await newUser(server.url);
    const filler = Array.from({ length: MAX_ROUTINES_PER_USER - 1 }, (_, i) => ({ type: 'other' as const, label: `Routine ${i + 1}` }));
    await seedRoutines(server, userId, filler);
    const appsBefore = await count(server.conn, 'recommendation_applications', { userId });
    const recommendations = [
      { type: 'add', routineType: 'movement', label: 'Evening yoga flow', rationale: 'More movement', priority: 'high' },
      { type: 'add', routineType: 'mindfulness', label: 'Gratitude journal', rationale: 'Calmer evenings', priority: 'medium' },
    ];
    const res = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations }, UTC);
    expect(res.status, res.text).toBe(409);
    expect(res.text).toMatch(/at most 100 routines/);
    expect(await count(server.conn, 'routines', { userId })).toBe(MAX_ROUTINES_PER_USER - 1);
    expect(await count(server.conn, 'recommendation_applications', { userId })).toBe(appsBefore);
  });
});
