import type { Query, Schema } from 'mongoose';
import { remainingMs } from '../lib/request-deadline';

const READS = ['find', 'findOne', 'countDocuments', 'estimatedDocumentCount', 'distinct'] as const;
const WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

/**
 * Mongoose plugin: a query started on behalf of a request carries the request's remaining time
 * as `maxTimeMS` (reads: the server stops scanning for it) and is not started at all once the
 * deadline has passed or the client has disconnected (503 instead). Writes are not given a
 * server-side limit: once sent, a write completes (an acknowledged write is never half-done).
 */
export function deadlinePlugin(schema: Schema): void {
  schema.pre([...READS], function (this: Query<unknown, unknown>) {
    const left = remainingMs();
    if (left !== undefined && this.getOptions().maxTimeMS === undefined) this.maxTimeMS(Math.max(1, Math.floor(left)));
  });
  schema.pre([...WRITES], function () {
    remainingMs();
  });
  schema.pre('aggregate', function () {
    const left = remainingMs();
    if (left !== undefined && this.options.maxTimeMS === undefined) this.option({ maxTimeMS: Math.max(1, Math.floor(left)) });
  });
  schema.pre('save', function () {
    remainingMs();
  });
  schema.pre('insertMany', function () {
    remainingMs();
  });
}
