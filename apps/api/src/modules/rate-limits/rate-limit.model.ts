import { Schema, type Connection } from 'mongoose';

/**
 * One rate-limit window of one caller (a session, else a client address), shared by every API
 * instance (docs/decisions/100). `_id` is `<caller>:<window start ms>`; one counter per limit class.
 */
export interface RateWindowDoc {
  _id: string;
  read: number;
  write: number;
  ai: number;
  data: number;
  /** When the window is over and the document may be deleted (FerretDB v1 has no TTL index: a job sweeps). */
  expiresAt: Date;
}

const rateWindowSchema = new Schema<RateWindowDoc>(
  {
    _id: { type: String, required: true },
    read: { type: Number, default: 0 },
    write: { type: Number, default: 0 },
    ai: { type: Number, default: 0 },
    data: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, strict: 'throw', collection: 'rate_limits' },
);

export function rateWindowModel(conn: Connection) {
  return conn.models.RateWindow ?? conn.model<RateWindowDoc>('RateWindow', rateWindowSchema);
}
