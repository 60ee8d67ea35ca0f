import type {} from '@fastify/cookie'; // request.cookies / reply.setCookie typings
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import type { Session } from '../modules/sessions/session.service';
import type { Services } from '../services';

export const SESSION_COOKIE = 'cadence_sid';
/**
 * The cookie's name over HTTPS (production): the `__Host-` prefix makes the browser refuse it unless
 * it is Secure, host-only and for path `/`, so no sibling subdomain or plain-HTTP page can plant it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SESSION_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Header the web app sends with the person's IANA time zone, so "today" is her today. */
export const TIME_ZONE_HEADER = 'x-cadence-tz';

/** Everything a service call needs from the request, shared by tRPC and REST. */
export interface RequestContext {
  services: Services;
  actor: Actor;
  timeZone: string;
  /**
   * Signs this browser in as `userId` with a NEW session token (cookie), revoking the one it held:
   * call on every identity change (user created, import, passkey sign-in, device link).
   */
  rotateSession(userId: string): Promise<void>;
  /** Same as rotateSession (the name the transports used before issue 21). */
  bindSession(userId: string): Promise<void>;
  /** Ends the server session and clears the cookie (/reset, 'Reset Profile & Start Over'). */
  endSession(): Promise<void>;
  /** Key for rate limits: the session, else the client address. */
  rateKey: string;
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

export async function createRequestContext(
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): Promise<RequestContext> {
  const cookieName = secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' } as const;
  const token = req.cookies?.[cookieName];
  let session: Session | null = token ? await services.sessions.resolve(token) : null;
  const tzHeader = req.headers[TIME_ZONE_HEADER];
  const ctx: RequestContext = {
    services,
    actor: session ? { userId: session.userId } : null,
    timeZone: validTimeZone(Array.isArray(tzHeader) ? tzHeader[0] : tzHeader),
    rateKey: session ? `s:${session.hash}` : `ip:${req.ip}`,
    async rotateSession(userId) {
      const started = await services.sessions.rotate(session, userId);
      session = started.session;
      reply.setCookie(cookieName, started.token, { ...cookieOptions, maxAge: SESSION_COOKIE_MAX_AGE_S });
      ctx.actor = { userId };
    },
    bindSession: (userId) => ctx.rotateSession(userId),
    async endSession() {
      if (session) await services.sessions.end(session);
      session = null;
      ctx.actor = null;
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
  return ctx;
}
