import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerLoadShedding } from './load-shedding';

describe('registerLoadShedding', () => {
  it('answers 503 at the deadline, and closing the server waits for the handler still at work', async () => {
    const app = Fastify();
    const probe = registerLoadShedding(app, { maxInFlight: 8, deadlineMs: () => 50 });
    const events: string[] = [];
    // The handler works until the test lets it finish (not for a fixed time that a stalled event
    // loop could make overlap the deadline): the 503 always comes first, on any machine.
    let finish!: () => void;
    const work = new Promise<void>((resolve) => (finish = resolve));
    app.get('/api/slow', async () => {
      await work;
      events.push('handler finished');
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const res = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(probe.unfinishedHandlers()).toBe(1);

    const closing = app.close().then(() => events.push('closed'));
    // However long we wait here, a correct close is still waiting for the handler.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    finish();
    await closing;
    expect(events).toEqual(['handler finished', 'closed']);
    expect(probe.unfinishedHandlers()).toBe(0);
  });

  it('does not hold a close when every handler has finished', async () => {
    const app = Fastify();
    const probe = registerLoadShedding(app, { maxInFlight: 8, deadlineMs: () => 5_000 });
    app.get('/api/quick', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/api/quick' });
    expect(res.statusCode).toBe(200);
    expect(probe.unfinishedHandlers()).toBe(0);
    await app.close();
  });
});
