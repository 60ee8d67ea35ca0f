import { hashToken, newToken } from '../../lib/ids';
import type { SessionRepository } from './session.repository';

/** Sessions live this long after the last use (rolling). */
export const SESSION_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** The rolling expiry is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Short in-process cache so a page of reads does not hit the sessions collection every time (reads only: writes ask the database). */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

export interface Session {
  hash: string;
  userId: string;
  expiresAt: Date;
}

export class SessionService {
  private readonly cache = new Map<string, { session: Session; cachedAt: number }>();

  constructor(
    private readonly repo: SessionRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts a session for `userId`; returns the cookie token (only its hash is stored). */
  async start(userId: string): Promise<{ token: string; session: Session }> {
    const token = newToken();
    const hash = hashToken(token);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.repo.create({ _id: hash, userId, createdAt: now, expiresAt });
    const session = { hash, userId, expiresAt };
    this.remember(session);
    return { token, session };
  }

  /**
   * Resolves a cookie token to a live session, extending its expiry (rolling). `fresh`: ask the
   * database, not the cache: a request that may write must not act on a session another instance has
   * ended (logout, rotation, delete) in the last seconds (docs/decisions/100). Reads may use the cache.
   */
  async resolve(token: string | undefined, { fresh = false }: { fresh?: boolean } = {}): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const hash = hashToken(token);
    const nowMs = this.now().getTime();
    const cached = this.cache.get(hash);
    if (!fresh && cached && nowMs - cached.cachedAt < CACHE_TTL_MS && cached.session.expiresAt.getTime() > nowMs) {
      return cached.session;
    }
    const doc = await this.repo.find(hash);
    if (!doc) {
      this.cache.delete(hash);
      return null;
    }
    if (doc.expiresAt.getTime() <= nowMs) {
      await this.repo.delete(hash);
      this.cache.delete(hash);
      return null;
    }
    let expiresAt = doc.expiresAt;
    if (expiresAt.getTime() - nowMs < SESSION_TTL_MS - TOUCH_INTERVAL_MS) {
      expiresAt = new Date(nowMs + SESSION_TTL_MS);
      await this.repo.touch(hash, expiresAt);
    }
    const session = { hash, userId: doc.userId, expiresAt };
    this.remember(session);
    return session;
  }

  async end(session: Session): Promise<void> {
    this.cache.delete(session.hash);
    await this.repo.delete(session.hash);
  }

  /** Ends every session of `userId` on every device (delete my data); none of them resolves afterwards. */
  async endAllFor(userId: string): Promise<void> {
    for (const [hash, entry] of this.cache) if (entry.session.userId === userId) this.cache.delete(hash);
    await this.repo.deleteAllFor(userId);
  }

  async purgeExpired(): Promise<number> {
    return this.repo.deleteExpired(this.now());
  }

  private remember(session: Session) {
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(session.hash, { session, cachedAt: this.now().getTime() });
  }
}
