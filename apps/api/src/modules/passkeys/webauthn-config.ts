import type { Env } from '../../env';

/** Passkeys' relying party as the server uses it (docs/decisions/051, amended by 090). */
export interface WebAuthnConfig {
  rpID: string;
  rpName: string;
  /** Origins the browser may sign from; when empty (development only), any origin on the rpID host. */
  origins: string[];
  production: boolean;
  /** False in production without PUBLIC_URL or WEBAUTHN_ORIGINS: no passkey could ever verify, so none is offered. */
  available: boolean;
}

/** What the start-up log says when passkeys are off (production without an address). */
export const PASSKEYS_OFF_WARNING =
  'Passkeys are off: this production server does not know its public address. Set PUBLIC_URL (e.g. https://cadence.example) or WEBAUTHN_ORIGINS, then restart; until then My Profile explains that passkeys are not set up and offers device codes.';

/**
 * One setting gives production its passkey origins: WEBAUTHN_ORIGINS if set, else PUBLIC_URL's
 * origin. The relying-party id defaults to that origin's host (localhost when there is none).
 */
export function webAuthnConfig(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'WEBAUTHN_ORIGINS' | 'WEBAUTHN_RP_ID' | 'WEBAUTHN_RP_NAME'>): WebAuthnConfig {
  const origins = env.WEBAUTHN_ORIGINS.length ? env.WEBAUTHN_ORIGINS : env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [];
  const production = env.NODE_ENV === 'production';
  const first = origins[0];
  return {
    rpID: env.WEBAUTHN_RP_ID ?? (first ? new URL(first).hostname : 'localhost'),
    rpName: env.WEBAUTHN_RP_NAME,
    origins,
    production,
    available: !production || origins.length > 0,
  };
}

/** Hosts that mean "this machine": the app is opened at http://localhost:PORT (a browser refuses passkeys on an IP address). */
const THIS_MACHINE = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost', '']);

/** The address to open, as printed at start: PUBLIC_URL, else http://localhost:PORT for a local HOST. */
export function addressToOpen(env: Pick<Env, 'HOST' | 'PUBLIC_URL'>, port: number): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  const host = THIS_MACHINE.has(env.HOST) ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${port}`;
}
