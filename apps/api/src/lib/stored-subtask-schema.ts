import type { StoredSubtask } from '@cadence/domain';
import { Schema } from 'mongoose';

/**
 * How a subtask is stored: in a routine's document and in weekly's undo snapshots of routines
 * (the domain's StoredSubtask; one mongoose schema for both collections).
 */
export const storedSubtaskSchema = new Schema<StoredSubtask>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, default: null },
    completed: { type: Boolean, default: false },
  },
  { _id: false, versionKey: false, strict: 'throw' },
);
