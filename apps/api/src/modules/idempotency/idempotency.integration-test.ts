import { connect } from 'node:net';
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, startTestServer, trpcMutation, type TestBrowser, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_idempotency') });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const routine = (userId: string, label = 'Evening walk') => ({ userId, type: 'movement', label });
const herRoutines = (userId: string) => server.conn.collection('routines').countDocuments({ userId });
const records = (userId: string) => server.conn.collection('idempotency_keys').find({ userId }).toArray();

/** Until `check` holds (a write the server is still applying), or fail after a bounded number of looks. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * Sends one request on a raw socket and closes it before any answer is read: the connection a phone
 * loses on a train after the server has the request but before she has the answer.
 */
async function sendAndDrop(browser: TestBrowser, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(browser.baseUrl);
  const payload = JSON.stringify(body);
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `host: ${url.host}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(payload)}`,
    ...(browser.cookie ? [`cookie: ${browser.cookie}`] : []),
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'connection: close',
    '',
    payload,
  ];
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.end(lines.join('\r\n'), () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

describe('Idempotency-Key (docs/decisions/120-idempotent-writes.md)', () => {
  it('REST: a repeated key answers the first answer and applies the write once; another key is another write', async () => {
    const { browser, userId } = await newUser(server.url);
    const first = await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(201);
    const again = await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'k-1' });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await herRoutines(userId)).toBe(1);
    const other = await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'k-2' });
    expect(other.status).toBe(201);
    expect(other.json.id).not.toBe(first.json.id);
    expect(await herRoutines(userId)).toBe(2);
  });

  it('the same key with a different body is refused with 422 and changes nothing', async () => {
    const { browser, userId } = await newUser(server.url);
    expect((await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'same' })).status).toBe(201);
    const reused = await browser.request('POST', '/api/wellness/routines', routine(userId, 'Morning swim'), { 'idempotency-key': 'same' });
    expect(reused.status).toBe(422);
    expect(reused.text).toMatch(/already used for a different request/);
    expect(await herRoutines(userId)).toBe(1);
    const viaTrpc = await trpcMutation(browser, 'routines.create', { type: 'movement', label: 'Morning swim' }, { 'idempotency-key': 'same' });
    // The key is scoped to the operation: tRPC's routines.create is the same operation as REST's POST.
    expect(viaTrpc.status).toBe(422);
    expect(viaTrpc.error?.code).toBe('UNPROCESSABLE_CONTENT');
  });

  it('tRPC: a dropped answer retried with its key is not applied twice', async () => {
    const { browser, userId } = await newUser(server.url);
    const input = { type: 'nutrition', label: 'Protein at breakfast' };
    await sendAndDrop(browser, 'POST', '/trpc/routines.create', input, { 'idempotency-key': 'drop-trpc' });
    await eventually(async () => (await records(userId)).some((r) => r.state === 'done'), 'the dropped write was applied');
    const retry = await trpcMutation(browser, 'routines.create', input, { 'idempotency-key': 'drop-trpc' });
    expect(retry.status).toBe(200);
    expect(await herRoutines(userId)).toBe(1);
    const stored = await server.conn.collection('routines').findOne({ userId });
    expect(retry.data.id).toBe(stored?._id);
  });

  it('REST: a dropped answer retried with its key is not applied twice (note and routine)', async () => {
    const { browser, userId } = await newUser(server.url);
    await sendAndDrop(browser, 'POST', '/api/wellness/routines', routine(userId, 'Stretch'), { 'idempotency-key': 'drop-rest' });
    await eventually(async () => (await records(userId)).some((r) => r.state === 'done'), 'the dropped write was applied');
    const retry = await browser.request('POST', '/api/wellness/routines', routine(userId, 'Stretch'), { 'idempotency-key': 'drop-rest' });
    expect(retry.status).toBe(201);
    expect(await herRoutines(userId)).toBe(1);
    expect(retry.json.id).toBe((await server.conn.collection('routines').findOne({ userId }))?._id);
  });

  it('a write that fails is not remembered: the retry with the same key applies it', async () => {
    const { browser, userId } = await newUser(server.url);
    const bad = await browser.request('PATCH', `/api/wellness/routines/not-a-routine-id-000000`, { label: 'x' }, { 'idempotency-key': 'fails' });
    expect(bad.status).toBe(404);
    expect(await records(userId)).toEqual([]);
  });

  it('a malformed key gets a clear 400; reads ignore the header', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'has spaces in it' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Idempotency-Key must be/);
    expect(await herRoutines(userId)).toBe(0);
    const read = await browser.request('GET', `/api/wellness/users/${userId}/routines`, undefined, { 'idempotency-key': 'has spaces in it' });
    expect(read.status).toBe(200);
  });

  it('keys are hers: in her export, removed by delete, and another person may use the same key', async () => {
    const maya = await newUser(server.url, 'Maya');
    const priya = await newUser(server.url, 'Priya');
    for (const p of [maya, priya]) {
      const res = await p.browser.request('POST', '/api/wellness/routines', routine(p.userId), { 'idempotency-key': 'shared-key' });
      expect(res.status).toBe(201);
    }
    expect(await herRoutines(maya.userId)).toBe(1);
    expect(await herRoutines(priya.userId)).toBe(1);
    const exported = await maya.browser.request('GET', `/api/wellness/users/${maya.userId}/export`);
    expect(exported.json.data.idempotencyKeys).toHaveLength(1);
    expect(exported.json.data.idempotencyKeys[0]).toMatchObject({ userId: maya.userId, operation: 'routines.create', state: 'done' });
    expect((await maya.browser.request('DELETE', `/api/wellness/users/${maya.userId}`)).status).toBe(200);
    expect(await records(maya.userId)).toEqual([]);
    expect(await server.conn.collection('user_keys').countDocuments({ userId: maya.userId })).toBe(0);
    expect(await records(priya.userId)).toHaveLength(1);
  });

  it('a key past its 24 hours is forgotten by the hourly job', async () => {
    const { browser, userId } = await newUser(server.url);
    expect((await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'old' })).status).toBe(201);
    await server.conn
      .collection('idempotency_keys')
      .updateMany({ userId }, { $set: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    expect(await server.services.idempotency.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await records(userId)).toEqual([]);
    // The same key is now a new request.
    expect((await browser.request('POST', '/api/wellness/routines', routine(userId), { 'idempotency-key': 'old' })).status).toBe(201);
    expect(await herRoutines(userId)).toBe(2);
  });
});
