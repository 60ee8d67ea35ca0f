import { describe, expect, it } from 'vitest';
import type { SessionDoc } from './session.model';
import type { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

/** The repository in memory, counting lookups. */
function memoryRepo() {
  const docs = new Map<string, SessionDoc>();
  let finds = 0;
  const repo = {
    async create(doc: SessionDoc) {
      docs.set(doc._id, doc);
    },
    async find(hash: string) {
      finds++;
      return docs.get(hash) ?? null;
    },
    async touch() {},
    async delete(hash: string) {
      docs.delete(hash);
    },
  } as unknown as SessionRepository;
  return { repo, docs, finds: () => finds };
}

describe('SessionService across instances (docs/decisions/100)', () => {
  it('a read may use the cache; a fresh resolve (a write) asks the database and sees a session ended elsewhere', async () => {
    const { repo, docs, finds } = memoryRepo();
    const now = () => new Date('2026-11-27T00:00:00Z');
    const a = new SessionService(repo, now);
    const b = new SessionService(repo, now); // another instance, same database
    const { token, session } = await a.start('u1');
    expect((await b.resolve(token))?.userId).toBe('u1');
    expect(finds()).toBe(1);
    expect((await b.resolve(token))?.userId).toBe('u1'); // cached
    expect(finds()).toBe(1);
    await a.end(session); // logout on A
    expect(docs.size).toBe(0);
    expect(await b.resolve(token, { fresh: true })).toBeNull(); // a write on B is refused at once
    expect(finds()).toBe(2);
  });
});
