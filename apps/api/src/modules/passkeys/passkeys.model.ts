import { Schema, type Connection } from 'mongoose';

/** A registered passkey. `_id` is the SHA-256 of the credential id (an `_id` lookup on sign-in). */
export interface PasskeyDoc {
  _id: string;
  userId: string;
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const passkeySchema = new Schema<PasskeyDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    credentialId: { type: String, required: true },
    publicKey: { type: String, required: true },
    counter: { type: Number, default: 0 },
    transports: { type: [String], default: [] },
    name: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { versionKey: false, strict: 'throw', collection: 'passkeys' },
);

/**
 * A one-time secret: a WebAuthn challenge (`_id` the challenge) or a device-link code (`_id` the
 * SHA-256 of the code). Deleting it is what uses it (single use); expiry is checked in code and
 * expired ones are swept on each new one (FerretDB v1 has no TTL indexes).
 */
export interface OneTimeSecretDoc {
  _id: string;
  purpose: 'register' | 'authenticate' | 'device-link';
  /** Whose it is (registration challenges and device links); null for sign-in challenges. */
  userId: string | null;
  expiresAt: Date;
  createdAt: Date;
}

const oneTimeSchema = new Schema<OneTimeSecretDoc>(
  {
    _id: { type: String, required: true },
    purpose: { type: String, required: true, enum: ['register', 'authenticate', 'device-link'] },
    userId: { type: String, default: null, index: true },
    expiresAt: { type: Date, required: true, index: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, strict: 'throw', collection: 'one_time_secrets' },
);

export function passkeyModel(conn: Connection) {
  return conn.models.Passkey ?? conn.model<PasskeyDoc>('Passkey', passkeySchema);
}

export function oneTimeSecretModel(conn: Connection) {
  return conn.models.OneTimeSecret ?? conn.model<OneTimeSecretDoc>('OneTimeSecret', oneTimeSchema);
}
