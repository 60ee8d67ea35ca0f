import { Schema, type Connection } from 'mongoose';

/**
 * One remembered write of hers (docs/decisions/120-idempotent-writes.md): the operation and key it came
 * with, a hash of what was asked, and, once applied, the answer to repeat. `_id` is derived from her id,
 * the operation and the key, so finding it is an `_id` equality (FerretDB v1's fast path).
 */
export interface IdempotencyDoc {
  _id: string;
  userId: string;
  operation: string;
  /** sha256 of the operation's validated input: the same key with another body is refused (422). */
  requestHash: string;
  state: 'pending' | 'done';
  /** The first answer as JSON text (`{"v": …}`; `{}` for an answer with no body). */
  response: string;
  createdAt: Date;
  updatedAt: Date;
}

const idempotencySchema = new Schema<IdempotencyDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    operation: { type: String, required: true },
    requestHash: { type: String, required: true },
    state: { type: String, required: true, enum: ['pending', 'done'] },
    response: { type: String, default: '' },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'idempotency_keys' },
);

export function idempotencyModel(conn: Connection) {
  return conn.models.IdempotencyKey ?? conn.model<IdempotencyDoc>('IdempotencyKey', idempotencySchema);
}
