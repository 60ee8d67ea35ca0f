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
