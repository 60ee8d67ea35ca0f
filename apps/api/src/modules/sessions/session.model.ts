import { Schema, type Connection } from 'mongoose';

/** A browser session. `_id` is the SHA-256 of the cookie token: the token itself is never stored. */
export interface SessionDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    // Expiry is enforced in code (FerretDB v1 has no TTL indexes).
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, strict: 'throw', collection: 'sessions' },
);

export function sessionModel(conn: Connection) {
  return conn.models.Session ?? conn.model<SessionDoc>('Session', sessionSchema);
}
