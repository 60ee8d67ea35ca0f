import type {} from '@fastify/cookie'; // request.cookies / reply.setCookie typings
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import type { Session } from '../modules/sessions/session.service';
import type { Services } from '../services';

export const SESSION_COOKIE = 'cadence_sid';
const SESSION_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Header the web app sends with the person's IANA time zone, so "today" is her today. */
export const TIME_ZONE_HEADER = 'x-cadence-tz';

/** Everything a service call needs from the request, shared by tRPC and REST. */
export interface RequestContext {
  services: Services;
  actor: Actor;
  timeZone: string;
  /** Binds this browser's session to `userId` (creates the session cookie when needed). */
  bindSession(userId: string): Promise<void>;
  /** Ends the server session and clears the cookie (/reset, 'Reset Profile & Start Over'). */
  endSession(): Promise<void>;
  /**
   * Signs this browser in as `userId` with a new session token (restore from a file, passkey,
   * device link): the old token, if any, stops working. Issue 18.
   */
  startSession(userId: string): Promise<void>;
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
  const token = req.cookies?.[SESSION_COOKIE];
  let session: Session | null = token ? await services.sessions.resolve(token) : null;
  const tzHeader = req.headers[TIME_ZONE_HEADER];
  const setSessionCookie = (token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/',
      maxAge: SESSION_COOKIE_MAX_AGE_S,
    });
  const ctx: RequestContext = {
    services,
    actor: session ? { userId: session.userId } : null,
    timeZone: validTimeZone(Array.isArray(tzHeader) ? tzHeader[0] : tzHeader),
    rateKey: session ? `s:${session.hash}` : `ip:${req.ip}`,
    async bindSession(userId) {
      if (session) {
        session = await services.sessions.rebind(session, userId);
      } else {
        const started = await services.sessions.start(userId);
        session = started.session;
        setSessionCookie(started.token);
      }
      ctx.actor = { userId };
    },
    async startSession(userId) {
      if (session) await services.sessions.end(session);
      const started = await services.sessions.start(userId);
      session = started.session;
      setSessionCookie(started.token);
      ctx.actor = { userId };
      ctx.rateKey = `s:${started.session.hash}`;
    },
    async endSession() {
      if (session) await services.sessions.end(session);
      session = null;
      ctx.actor = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    },
  };
  return ctx;
}
