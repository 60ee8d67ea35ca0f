// One reading of her words (docs/decisions/110), end to end on the real database: a note is read once
// when it is written and every consumer shows what it read; a medicine she names reaches screening at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, startTestServer, TEST_ENV, TestClock, trpcMutation, trpcQuery, type TestServer } from '../../testing/test-server';

let server: TestServer;
const clock = new TestClock('2026-11-04T08:00:00Z'); // a Wednesday
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-reading-'));

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_reading'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

const headers = (cookie: string | undefined) => ({ cookie: cookie ?? '', 'x-cadence-tz': 'UTC' });

describe('one reading of a note', () => {
  it('"Two hot flushes in the night. No pain today." shows hot flushes (and no pain) in the log, weekly stats, the CSV export and the clinician PDF', async () => {
    clock.set('2026-11-04T08:00:00Z');
    const { browser, userId } = await newUser(server.url);
    const saved = await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-11-04`, { notes: 'Two hot flushes in the night. No pain today.' });
    expect(saved.status).toBe(200);
    expect(saved.json.reading.symptoms).toEqual([
      expect.objectContaining({ symptom: 'hot flushes', negated: false, subject: 'self', when: 'now', atNight: true }),
    ]);

    const stats = await browser.request('GET', `/api/wellness/users/${userId}/weekly-stats`, undefined, headers(browser.cookie));
    expect(stats.json.commonSymptoms).toEqual(['hot flushes']);

    const csv = await fetch(`${server.url}/api/wellness/users/${userId}/export?format=csv`, { headers: headers(browser.cookie) });
    const csvText = await csv.text();
    expect(csvText).toMatch(/2026-11-04.*hot flushes/);
    expect(csvText).not.toMatch(/2026-11-04.*\bpain\b.*\n/);

    const pdf = await fetch(`${server.url}/api/wellness/users/${userId}/clinician-summary.pdf?from=2026-11-02&to=2026-11-04`, { headers: headers(browser.cookie) });
    expect(pdf.status).toBe(200);
    const file = path.join(dir, 'summary.pdf');
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toMatch(/hot flushes: 1 day \(first 2026-11-04, last 2026-11-04\)/);
    expect(text).not.toMatch(/\bpain: \d/);
  });

  it('a check-in stores the reading of the day\'s notes next to llmExtract', async () => {
    const { browser } = await newUser(server.url);
    await trpcMutation(browser, 'plan.adapt', { transcript: 'I sleep OK, just busy. Two hot flushes at 3am.' }, { 'x-cadence-tz': 'UTC' });
    const log = (await trpcQuery(browser, 'logs.get', { date: '2026-11-04' }, { 'x-cadence-tz': 'UTC' })).data;
    expect(log.llmExtract).toMatchObject({ symptoms: ['hot flushes'] });
    expect(log.reading.topics).toContainEqual(expect.objectContaining({ topic: 'sleep', negated: true }));
  });
});

describe('a medicine she names reaches screening at once', () => {
  it('"I take levothyroxine" in onboarding: screened against her supplement routine at once, then one tap adds it to her medications', async () => {
    const { browser, userId } = await newUser(server.url);
    const routine = await browser.request('POST', '/api/wellness/routines', {
      userId, label: 'Ashwagandha at night', type: 'supplement', frequency: 'daily', isPersonalized: true, notes: '', subtasks: [],
    });
    expect(routine.status).toBe(201);
    expect(routine.json.caution).toBeUndefined();

    const answers = await browser.request('POST', '/api/wellness/onboarding-responses', {
      userId,
      responses: { basic_info: 'Maya from Leeds', hormone_symptoms: 'Tired, and I take levothyroxine every morning', wellness_priorities: 'energy' },
    });
    expect(answers.status).toBe(200);

    const user = (await browser.request('GET', `/api/wellness/users/${userId}`)).json;
    expect(user.medications).toBe('');
    expect(user.medicineMentions).toEqual([{ name: 'Levothyroxine', medicationClass: 'thyroid_hormone', source: 'onboarding', status: 'asked' }]);
    const routines = (await browser.request('GET', `/api/wellness/users/${userId}/routines`)).json as { label: string; caution?: { tier: string; message: string } }[];
    const ashwagandha = routines.find((r) => r.label === 'Ashwagandha at night');
    expect(ashwagandha?.caution?.tier).toMatch(/^(?:avoid|caution)$/);
    expect(ashwagandha?.caution?.message).toMatch(/Ashwagandha with (?:thyroid medication|levothyroxine)/i);

    const added = await browser.request('POST', `/api/wellness/users/${userId}/medicine-mentions`, { name: 'Levothyroxine', add: true });
    expect(added.status).toBe(200);
    expect(added.json.medications).toBe('Levothyroxine');
    expect(added.json.medicineMentions).toEqual([expect.objectContaining({ name: 'Levothyroxine', status: 'added' })]);
    // Asked once: naming it again does not ask again.
    await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-11-04`, { notes: 'Took my levothyroxine late' });
    expect((await browser.request('GET', `/api/wellness/users/${userId}`)).json.medicineMentions).toHaveLength(1);
  });

  it('a medicine named in a Log note is asked about; "no" leaves her medications as they were', async () => {
    const { browser, userId } = await newUser(server.url);
    await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-11-04`, { notes: 'Started sertraline this week' });
    const user = (await browser.request('GET', `/api/wellness/users/${userId}`)).json;
    expect(user.medicineMentions).toEqual([{ name: 'Sertraline', medicationClass: 'ssri_snri', source: 'log_note', status: 'asked' }]);
    const declined = await browser.request('POST', `/api/wellness/users/${userId}/medicine-mentions`, { name: 'Sertraline', add: false });
    expect(declined.json.medications).toBe('');
    expect(declined.json.medicineMentions[0].status).toBe('declined');
  });

  // Workflow in the services (docs/decisions/131): whoever calls them — an operation, another module, a script —
  // a medicine she names reaches screening the same way.
  it('the services themselves screen what she names: a routine of her own, her onboarding answers, a reflection she saves or generates advice from', async () => {
    const mentions = async (userId: string) => (await server.services.users.getOwned(userId))?.medicineMentions ?? [];
    const a = await newUser(server.url);
    await server.services.routines.create(a.userId, { label: 'Levothyroxine at 7', type: 'other', frequency: 'daily', notes: '', subtasks: [], isPersonalized: false, active: true }, 'UTC');
    expect(await mentions(a.userId)).toEqual([expect.objectContaining({ name: 'Levothyroxine', source: 'routine', status: 'asked' })]);
    // A routine the coach made (personalised) is not her words.
    const b = await newUser(server.url);
    await server.services.routines.create(b.userId, { label: 'Levothyroxine reminder', type: 'other', frequency: 'daily', notes: '', subtasks: [], isPersonalized: true, active: true }, 'UTC');
    expect(await mentions(b.userId)).toEqual([]);

    await server.services.onboarding.saveResponses(b.userId, { responses: { basic_info: 'Maya', hormone_symptoms: 'I take levothyroxine', wellness_priorities: 'sleep' } });
    expect(await mentions(b.userId)).toEqual([expect.objectContaining({ name: 'Levothyroxine', source: 'onboarding' })]);

    const c = await newUser(server.url);
    await server.services.weekly.saveReview(c.userId, { weekStartDate: '2026-11-02', energyMoodScore: 6, whatHelped: 'Walks', whatDidntHelp: 'Started sertraline, felt flat', notes: '' });
    expect(await mentions(c.userId)).toEqual([expect.objectContaining({ name: 'Sertraline', source: 'reflection' })]);

    const d = await newUser(server.url);
    await server.services.weekly.recommendations(d.userId, { reflectionNotes: 'I started sertraline and sleep badly' }, 'UTC');
    expect(await mentions(d.userId)).toEqual([expect.objectContaining({ name: 'Sertraline', source: 'reflection' })]);
  });

  it("advice from this week's saved reflection uses its stored reading, not a second reading of the text", async () => {
    const { userId } = await newUser(server.url);
    const week = '2026-11-02';
    await server.services.weekly.saveReview(userId, { weekStartDate: week, energyMoodScore: 4, whatHelped: 'Breathing', whatDidntHelp: 'Slept badly', notes: '' });
    // Mark the stored reading so a second reading would show: the stored one says poor sleep; this one says nothing.
    const blank = { version: 1, sentences: [], symptoms: [], topics: [], redFlags: [], medicines: [], effects: [], misses: [], mood: null, energy: null, pain: null, unread: [] };
    await server.conn.collection('weekly_reviews').updateOne({ userId, weekStartDate: week } as never, { $set: { reading: blank } });
    const fromStored = await server.services.weekly.recommendations(userId, { reflectionNotes: 'Breathing\n\nSlept badly' }, 'UTC');
    const fromText = await server.services.weekly.recommendations(userId, { reflectionNotes: 'Breathing. Slept badly' }, 'UTC');
    const labels = (r: { recommendations: { label: string }[] }) => r.recommendations.map((x) => x.label);
    expect(labels(fromStored)).not.toEqual(labels(fromText));
    expect(labels(fromText).some((l) => /wind-down/i.test(l))).toBe(true);
    expect(labels(fromStored).some((l) => /wind-down/i.test(l))).toBe(false);
  });
});
