import type {} from '@fastify/cookie'; // request.cookies / reply.setCookie typings
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, TIME_ZONE_HEADER } from '@cadence/domain';
import { hashToken } from '../lib/ids';
import type { Session } from '../modules/sessions/session.service';
import type { RequestContext } from '../operations/define';

export const SESSION_COOKIE = 'cadence_sid';
/**
 * The cookie's name over HTTPS (production): the `__Host-` prefix makes the browser refuse it unless
 * it is Secure, host-only and for path `/`, so no sibling subdomain or plain-HTTP page can plant it
 * (docs/decisions/047).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SESSION_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** The session cookie's name: `__Host-` prefixed when the cookie is Secure. */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The rate-limit key of the session a cookie token names (the same as `ctx.rateKey` once it resolves). */
export function sessionRateKey(token: string): string {
  return `s:${hashToken(token)}`;
}

/** Time zones already checked (a small, bounded cache: constructing Intl formats is costly). */
const checkedZones = new Map<string, string>();

function validTimeZone(tz: string | undefined): string {
  if (!tz || tz.length > 64) return 'UTC';
  const known = checkedZones.get(tz);
  if (known) return known;
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    zone = tz;
  } catch {
    zone = 'UTC';
  }
  if (checkedZones.size < 1000) checkedZones.set(tz, zone);
  return zone;
}

/** The request's context (session, time zone, session binding), shared by tRPC and REST. */
export async function createRequestContext(
  services: RequestContext['services'],
  req: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RequestContext> {
  const cookieName = sessionCookieName(secureCookies);
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' } as const;
  const token = req.cookies?.[cookieName];
  let session: Session | null = token ? await services.sessions.resolve(token, { fresh }) : null;
  const tzHeader = req.headers[TIME_ZONE_HEADER];
  const ctx: RequestContext = {
    services,
    actor: session ? { userId: session.userId } : null,
    timeZone: validTimeZone(Array.isArray(tzHeader) ? tzHeader[0] : tzHeader),
    rateKey: session ? `s:${session.hash}` : `ip:${req.ip}`,
    idempotencyKey: req.headers[IDEMPOTENCY_KEY_HEADER],
    async bindSession(userId) {
      // A new token on every identity change (no session fixation): the old session, if any, is revoked.
      if (session) await services.sessions.end(session);
      const started = await services.sessions.start(userId);
      session = started.session;
      ctx.rateKey = `s:${session.hash}`;
      reply.setCookie(cookieName, started.token, { ...cookieOptions, maxAge: SESSION_COOKIE_MAX_AGE_S });
      ctx.actor = { userId };
    },
    sessionUserId: () => session?.userId ?? null,
    async endSession() {
      if (session) await services.sessions.end(session);
      session = null;
      ctx.actor = null;
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
  return ctx;
}
