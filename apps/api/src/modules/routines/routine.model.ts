import { ROUTINE_FREQUENCIES, ROUTINE_TYPES, WEEKDAYS, type RoutineSnapshot, type StoredSubtask } from '@cadence/domain';
import { Schema, type Connection } from 'mongoose';
import { storedSubtaskSchema } from '../../lib/stored-subtask-schema';

export type SubtaskDoc = StoredSubtask;

/** The stored routine: its snapshot shape (domain RoutineSnapshot, also kept by weekly apply/undo) plus what only the document has. */
export interface RoutineDoc extends RoutineSnapshot {
  userNotes?: string;
  updatedAt: Date;
}

const routineSchema = new Schema<RoutineDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    type: { type: String, required: true, enum: [...ROUTINE_TYPES] },
    label: { type: String, required: true },
    frequency: { type: String, required: true, enum: [...ROUTINE_FREQUENCIES], default: 'daily' },
    weekday: { type: String, enum: [...WEEKDAYS] },
    notes: { type: String, default: '' },
    /** The notes text as she last wrote it herself; public only while notes still equal it (docs/decisions/038). */
    userNotes: { type: String },
    active: { type: Boolean, default: true },
    isPersonalized: { type: Boolean, default: false },
    subtasks: { type: [storedSubtaskSchema], default: [] },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'routines' },
);
// A user's routines in creation order (GET /api/wellness/users/{id}/routines).
routineSchema.index({ userId: 1, createdAt: 1 });

export function routineModel(conn: Connection) {
  return conn.models.Routine ?? conn.model<RoutineDoc>('Routine', routineSchema);
}
