import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { addressToOpen, webAuthnConfig } from './webauthn-config';

const env = (vars: Record<string, string>) => readEnv(vars as NodeJS.ProcessEnv);

describe('webAuthnConfig (decision 090)', () => {
  it('development: localhost, any origin on it', () => {
    expect(webAuthnConfig(env({}))).toEqual({ rpID: 'localhost', rpName: 'Cadence', origins: [], production: false, available: true });
  });
  it('production without an address: passkeys are off', () => {
    expect(webAuthnConfig(env({ NODE_ENV: 'production' }))).toMatchObject({ available: false, origins: [] });
  });
  it('production with PUBLIC_URL: its origin, its host as the relying party', () => {
    expect(webAuthnConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.cadence.example/start' }))).toMatchObject({
      available: true,
      origins: ['https://app.cadence.example'],
      rpID: 'app.cadence.example',
    });
  });
  it('WEBAUTHN_ORIGINS wins over PUBLIC_URL; WEBAUTHN_RP_ID wins over the derived host', () => {
    const c = webAuthnConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://a.example', WEBAUTHN_ORIGINS: 'https://b.example, https://c.example', WEBAUTHN_RP_ID: 'example' }));
    expect(c).toMatchObject({ available: true, origins: ['https://b.example', 'https://c.example'], rpID: 'example' });
  });
});

describe('addressToOpen', () => {
  it('names this machine localhost (browsers refuse passkeys on an IP address)', () => {
    expect(addressToOpen(env({}), 3000)).toBe('http://localhost:3000');
    expect(addressToOpen(env({ HOST: '0.0.0.0' }), 8080)).toBe('http://localhost:8080');
    expect(addressToOpen(env({ HOST: '::1' }), 3000)).toBe('http://localhost:3000');
  });
  it('another host as it is; PUBLIC_URL when set', () => {
    expect(addressToOpen(env({ HOST: 'cadence.lan' }), 3000)).toBe('http://cadence.lan:3000');
    expect(addressToOpen(env({ PUBLIC_URL: 'https://cadence.example/' }), 3000)).toBe('https://cadence.example');
  });
});
