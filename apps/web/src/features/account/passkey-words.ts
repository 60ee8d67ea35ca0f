// Passkeys in her words (docs/decisions/090): what stops a passkey here is said before her device
// is asked, and a browser's own error text ("127.0.0.1 is an invalid domain") is never shown.

/** True for an IPv4 or IPv6 address (browsers refuse passkeys on an address that is a number). */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[?::1\]?|0\.0\.0\.0)$/;

/** This page at http://localhost:PORT (same path), for a page opened on a loopback number. */
function localhostAddress(loc: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  return `${loc.protocol}//localhost${loc.port ? `:${loc.port}` : ''}`;
}

/**
 * Why a passkey cannot be made or used on this page, checked before the device is asked, or null.
 * `rpId` is the site the server makes passkeys for (from its options), when known.
 */
export function passkeyBlocker(loc: Pick<Location, 'protocol' | 'hostname' | 'port'>, secureContext: boolean, rpId?: string): string | null {
  const host = loc.hostname;
  if (isIpAddress(host)) {
    return LOOPBACK.test(host)
      ? `Passkeys need this site's address, not a number: open ${localhostAddress(loc)}`
      : "Passkeys need this site's address, not a number: open Cadence by its name (ask whoever runs it for the address).";
  }
  if (!secureContext) return 'Passkeys need a secure connection: open this site with https://.';
  if (rpId && host !== rpId && !host.endsWith(`.${rpId}`)) return `Passkeys on this server are made for ${rpId}: open Cadence at that address.`;
  return null;
}

/** The blocker for the page she is on now. */
export function passkeyBlockerHere(rpId?: string): string | null {
  if (typeof window === 'undefined') return null;
  return passkeyBlocker(window.location, window.isSecureContext, rpId);
}

/** Browser errors have these names (DOMException, or @simplewebauthn's WebAuthnError keeps them). */
const BROWSER_ERRORS = new Set(['NotAllowedError', 'InvalidStateError', 'SecurityError', 'NotSupportedError', 'AbortError', 'UnknownError', 'ConstraintError', 'TypeError']);

/**
 * The message for an error of a passkey ceremony: her words for what the browser said, the server's
 * own (already plain) message otherwise. `serverText` turns a server error into its text.
 */
export function passkeyErrorText(err: unknown, action: 'add' | 'sign-in', serverText: (err: unknown) => string): string {
  const name = err instanceof Error ? err.name : '';
  if (!BROWSER_ERRORS.has(name) && name !== 'WebAuthnError') return serverText(err);
  if (name === 'SecurityError') return passkeyBlockerHere() ?? "Passkeys need this site's address: open Cadence by its name, over https:// (or http://localhost on this computer).";
  if (name === 'NotAllowedError' || name === 'AbortError')
    return action === 'add' ? 'No passkey was added: it was cancelled or took too long. Try again when you are ready.' : 'No passkey was chosen. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for Cadence: you can use it to sign in.';
  if (name === 'NotSupportedError') return 'This device cannot make this kind of passkey. Use "Link another device" instead.';
  return action === 'add'
    ? 'Your device could not make a passkey. Try again, or use "Link another device".'
    : 'Your device could not use a passkey. Try again, or use a code from your other device.';
}
