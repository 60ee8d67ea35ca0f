import { describe, expect, it } from 'vitest';
import { passkeyBlocker, passkeyErrorText } from './passkey-words';

const at = (url: string) => new URL(url);

describe('passkeyBlocker (before the device is asked)', () => {
  it('an address that is a number: open localhost instead (same port)', () => {
    expect(passkeyBlocker(at('http://127.0.0.1:3000/profile'), true)).toBe("Passkeys need this site's address, not a number: open http://localhost:3000");
    expect(passkeyBlocker(at('http://[::1]:8080/'), true)).toBe("Passkeys need this site's address, not a number: open http://localhost:8080");
    expect(passkeyBlocker(at('http://192.168.1.20:3000/'), true)).toMatch(/^Passkeys need this site's address, not a number: open Cadence by its name/);
  });
  it('a plain-http name other than localhost, or another site than the server makes passkeys for', () => {
    expect(passkeyBlocker(at('http://cadence.lan:3000/'), false)).toBe('Passkeys need a secure connection: open this site with https://.');
    expect(passkeyBlocker(at('https://www.cadence.example/'), true, 'cadence.example')).toBeNull();
    expect(passkeyBlocker(at('https://other.example/'), true, 'cadence.example')).toBe('Passkeys on this server are made for cadence.example: open Cadence at that address.');
    expect(passkeyBlocker(at('http://localhost:3000/'), true, 'localhost')).toBeNull();
  });
});

describe('passkeyErrorText (never the browser raw message)', () => {
  const server = (err: unknown) => (err instanceof Error ? err.message : String(err));
  const browserError = (name: string, message: string) => Object.assign(new Error(message), { name });
  it('browser errors in her words', () => {
    for (const name of ['NotAllowedError', 'InvalidStateError', 'NotSupportedError', 'UnknownError', 'SecurityError']) {
      const text = passkeyErrorText(browserError(name, 'RAW BROWSER TEXT is an invalid domain'), 'add', server);
      expect(text).not.toMatch(/RAW BROWSER TEXT|invalid domain/);
    }
    expect(passkeyErrorText(browserError('NotAllowedError', 'x'), 'sign-in', server)).toBe('No passkey was chosen. Try again when you are ready.');
    expect(passkeyErrorText(browserError('InvalidStateError', 'x'), 'add', server)).toBe('This device already has a passkey for Cadence: you can use it to sign in.');
  });
  it("the server's own message as it is", () => {
    expect(passkeyErrorText(Object.assign(new Error('Passkeys are not set up on this server yet.'), { name: 'TRPCClientError' }), 'add', server)).toBe(
      'Passkeys are not set up on this server yet.',
    );
  });
});
