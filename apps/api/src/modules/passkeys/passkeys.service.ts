import {
  DEVICE_LINK_ALPHABET,
  DEVICE_LINK_CODE_LENGTH,
  DEVICE_LINK_TTL_MS,
  MAX_PASSKEYS,
  WEBAUTHN_CHALLENGE_TTL_MS,
  type PasskeySummary,
  type RegisterPasskeyInput,
  type WebAuthnResponse,
} from '@cadence/domain';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomInt } from 'node:crypto';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { hashToken } from '../../lib/ids';
import type { UserService } from '../users/user.service';
import type { OneTimeSecretDoc, PasskeyDoc } from './passkeys.model';
import type { PasskeyRepository } from './passkeys.repository';
import type { WebAuthnConfig } from './webauthn-config';

export type { WebAuthnConfig } from './webauthn-config';

export const PASSKEY_SIGN_IN_FAILED = 'That passkey could not sign you in. Try again, or use a device-link code.';
/** Options refused before any device is asked: a credential made now could never sign her in. */
export const PASSKEYS_NOT_SET_UP = 'Passkeys are not set up on this server yet. Use a code from your other device instead.';
export const DEVICE_CODE_INVALID = 'That code is not valid or has expired. Ask your other device for a new one.';

const toSummary = (d: PasskeyDoc): PasskeySummary => ({
  id: d._id,
  name: d.name,
  createdAt: d.createdAt.toISOString(),
  lastUsedAt: d.lastUsedAt ? d.lastUsedAt.toISOString() : null,
});

/** The origin a WebAuthn response was made on (from its clientDataJSON), or ''. */
function clientOrigin(response: WebAuthnResponse): string {
  try {
    const json = Buffer.from(String(response.response.clientDataJSON ?? ''), 'base64url').toString('utf8');
    const origin = (JSON.parse(json) as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : '';
  } catch {
    return '';
  }
}

/**
 * Getting back in on a new device (docs/decisions/051): passkeys (register, list, remove, sign in) and
 * one-time device-link codes. Challenges and codes are single-use and expire.
 */
export class PasskeyService {
  constructor(
    private readonly deps: {
      repo: PasskeyRepository;
      users: Pick<UserService, 'getOwned'>;
      config: WebAuthnConfig;
      now: () => Date;
    },
  ) {}

  private expectedOrigins(response: WebAuthnResponse): string[] {
    const { origins, production, rpID } = this.deps.config;
    if (origins.length || production) return origins;
    // Development and tests: the server does not know its own port; any origin on the rpID host.
    const origin = clientOrigin(response);
    try {
      return new URL(origin).hostname === rpID ? [origin] : [];
    } catch {
      return [];
    }
  }

  /** Whether passkeys can work here at all (production needs its public address). */
  status(): { available: boolean } {
    return { available: this.deps.config.available };
  }

  private assertAvailable() {
    if (!this.deps.config.available) throw conflict(PASSKEYS_NOT_SET_UP);
  }

  private async newChallenge(challenge: string, purpose: OneTimeSecretDoc['purpose'], userId: string | null) {
    const now = this.deps.now();
    await this.deps.repo.sweepExpired(now);
    await this.deps.repo.saveSecret({ _id: challenge, purpose, userId, createdAt: now, expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS) });
  }

  /** Uses a challenge once: true only for a live one of this purpose (and person). */
  private async takeChallenge(challenge: string, purpose: OneTimeSecretDoc['purpose'], userId: string | null): Promise<boolean> {
    const doc = await this.deps.repo.takeSecret(challenge);
    return !!doc && doc.purpose === purpose && doc.userId === userId && doc.expiresAt.getTime() > this.deps.now().getTime();
  }

  private async ownedUser(userId: string) {
    const user = await this.deps.users.getOwned(userId);
    if (!user) throw notFound();
    return user;
  }

  async list(userId: string): Promise<PasskeySummary[]> {
    return (await this.deps.repo.listByUser(userId)).map(toSummary);
  }

  async registrationOptions(userId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    this.assertAvailable();
    const user = await this.ownedUser(userId);
    const existing = await this.deps.repo.listByUser(userId);
    if (existing.length >= MAX_PASSKEYS) throw conflict(`You already have ${MAX_PASSKEYS} passkeys. Remove one first.`);
    const options = await generateRegistrationOptions({
      rpName: this.deps.config.rpName,
      rpID: this.deps.config.rpID,
      userName: user.name,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(userId),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.newChallenge(options.challenge, 'register', userId);
    return options;
  }

  async register(userId: string, input: RegisterPasskeyInput): Promise<PasskeySummary> {
    await this.ownedUser(userId);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: (c) => this.takeChallenge(c, 'register', userId),
        expectedOrigin: this.expectedOrigins(input.response),
        expectedRPID: this.deps.config.rpID,
        requireUserVerification: false,
      });
    } catch {
      throw badRequest('That passkey could not be added. Please try again.');
    }
    if (!verification.verified) throw badRequest('That passkey could not be added. Please try again.');
    const { credential } = verification.registrationInfo;
    const now = this.deps.now();
    const count = await this.deps.repo.countByUser(userId);
    const doc: PasskeyDoc = {
      _id: hashToken(credential.id),
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name || `Passkey ${count + 1}`,
      createdAt: now,
      lastUsedAt: null,
    };
    try {
      await this.deps.repo.insert(doc);
    } catch {
      throw conflict('This passkey is already registered.');
    }
    return toSummary(doc);
  }

  async remove(userId: string, passkeyId: string): Promise<void> {
    if (!(await this.deps.repo.delete(userId, passkeyId))) throw notFound();
  }

  /** Options for 'Sign in with a passkey' (discoverable credentials: no account named). */
  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    this.assertAvailable();
    const options = await generateAuthenticationOptions({ rpID: this.deps.config.rpID, userVerification: 'preferred' });
    await this.newChallenge(options.challenge, 'authenticate', null);
    return options;
  }

  /** Verifies a passkey sign-in; returns whose account it opens (the transport starts the session). */
  async authenticate(response: WebAuthnResponse): Promise<{ userId: string }> {
    const passkey = await this.deps.repo.find(hashToken(response.id));
    if (!passkey) throw new AppError(400, PASSKEY_SIGN_IN_FAILED);
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: (c) => this.takeChallenge(c, 'authenticate', null),
        expectedOrigin: this.expectedOrigins(response),
        expectedRPID: this.deps.config.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
        requireUserVerification: false,
      });
    } catch {
      throw new AppError(400, PASSKEY_SIGN_IN_FAILED);
    }
    if (!result.verified) throw new AppError(400, PASSKEY_SIGN_IN_FAILED);
    if (!(await this.deps.users.getOwned(passkey.userId))) throw new AppError(400, PASSKEY_SIGN_IN_FAILED);
    await this.deps.repo.markUsed(passkey._id, result.authenticationInfo.newCounter, this.deps.now());
    return { userId: passkey.userId };
  }

  /** 'Link another device': a new 8-character code (any earlier one of hers stops working). */
  async createDeviceLink(userId: string): Promise<{ code: string; expiresAt: string }> {
    await this.ownedUser(userId);
    let code = '';
    for (let i = 0; i < DEVICE_LINK_CODE_LENGTH; i++) code += DEVICE_LINK_ALPHABET[randomInt(DEVICE_LINK_ALPHABET.length)];
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + DEVICE_LINK_TTL_MS);
    await this.deps.repo.sweepExpired(now);
    await this.deps.repo.deleteSecretsOf(userId, 'device-link');
    await this.deps.repo.saveSecret({ _id: hashToken(`device-link:${code}`), purpose: 'device-link', userId, createdAt: now, expiresAt });
    return { code, expiresAt: expiresAt.toISOString() };
  }

  /** Uses a device-link code once; returns whose account it opens. */
  async redeemDeviceLink(code: string): Promise<{ userId: string }> {
    const doc = await this.deps.repo.takeSecret(hashToken(`device-link:${code}`));
    if (!doc || doc.purpose !== 'device-link' || !doc.userId || doc.expiresAt.getTime() <= this.deps.now().getTime())
      throw new AppError(400, DEVICE_CODE_INVALID);
    if (!(await this.deps.users.getOwned(doc.userId))) throw new AppError(400, DEVICE_CODE_INVALID);
    return { userId: doc.userId };
  }

  /** Delete my data: her passkeys, codes and challenges. */
  async deleteAllFor(userId: string): Promise<void> {
    await this.deps.repo.deleteAllFor(userId);
  }
}
