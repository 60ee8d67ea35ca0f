import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every response. CSP allows no inline or remote scripts: the web
 * app is one bundled module (no CDN, confetti bundled). Chakra/emotion inject <style>
 * elements at run time, hence 'unsafe-inline' for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets the security headers on one reply (also used for router-level errors, which skip hooks). */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply, opts: { hsts: boolean }) {
  reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)');
  if (opts.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  const url = req.url;
  if (url.startsWith('/api') || url.startsWith('/trpc')) reply.header('Cache-Control', 'no-store');
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  app.addHook('onSend', async (req, reply, payload) => {
    applySecurityHeaders(req, reply, opts);
    return payload;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An error the server's error handler answers with `statusCode` and `message`. */
function refused(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode, expose: true });
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The content types a page elsewhere can send cross-site without a CORS preflight (an HTML form's
 * encodings, or fetch's "simple" requests). Any other type, or none, needs a preflight this server
 * never grants, or cannot be sent cross-site at all.
 */
const CORS_SIMPLE_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Why a state-changing request must be refused as possibly cross-site (CSRF), or undefined when it
 * may go on (docs/decisions/047-session-and-request-hardening.md):
 * - a browser that says the request is cross-site or same-site (`Sec-Fetch-Site`) or comes from
 *   another `Origin` is refused (403), whatever its content type;
 * - a browser that says same-origin (`Sec-Fetch-Site: same-origin`/`none`, or `Origin` = this host)
 *   is accepted;
 * - otherwise (no browser metadata: curl, Node's fetch, Python's requests, the SDK, an old browser)
 *   only the three CORS-simple content types are refused (415): those are what a cross-site form or
 *   a preflight-free fetch can carry. A body-less request without a content type (`curl -X DELETE`)
 *   and any JSON are accepted: no other page can send them here without a preflight.
 */
export function csrfRefusal(req: FastifyRequest): (Error & { statusCode: number }) | undefined {
  if (SAFE_METHODS.has(req.method)) return undefined;
  const site = header(req, 'sec-fetch-site')?.toLowerCase();
  const origin = header(req, 'origin');
  const crossSite = refused(403, 'Cross-site request refused.');
  if (site === 'cross-site' || site === 'same-site') return crossSite;
  if (origin !== undefined && origin !== 'null') {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      return crossSite;
    }
    if (host !== req.host) return crossSite;
    return undefined;
  }
  if (origin === 'null') return crossSite;
  if (site === 'same-origin' || site === 'none') return undefined;
  const type = header(req, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== undefined && CORS_SIMPLE_TYPES.has(type)) return refused(415, 'Content-Type must be application/json.');
  return undefined;
}

/** Refuses possibly cross-site state-changing requests to /api and /trpc before any work is done. */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api') && !req.url.startsWith('/trpc')) return;
    const refusal = csrfRefusal(req);
    if (refusal) throw refusal;
  });
}
