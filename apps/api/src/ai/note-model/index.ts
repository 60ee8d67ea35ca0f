// Loads the note model once at start-up (docs/decisions/105-note-model.md). Where it cannot be had
// (files not fetched, a checksum that does not match, the runtime failing), the app runs with the
// rules alone and says so: the reason is logged, and /healthz reports "triage": "rules".
import type { SentenceFlagModel, TriageMode } from '@cadence/domain';
import { loadEmbedder } from './embedder';
import type { HeadWeights } from './head';
import guardWeights from './guard-weights.json' with { type: 'json' };
import headWeights from './head-weights.json' with { type: 'json' };
import { findModelParent } from './model-files';
import { OnnxSentenceFlagModel } from './onnx-flag-model';

export interface NoteModelStatus {
  model: SentenceFlagModel | null;
  mode: TriageMode;
  /** Why the model is not used (null when it is). */
  reason: string | null;
  loadMs: number;
}

export const HEAD_WEIGHTS = headWeights as HeadWeights;
/** The sign guard's weights (decision 162): it judges the rules' flags on the same embeddings. */
export const GUARD_WEIGHTS = guardWeights as HeadWeights;

let shared: Promise<NoteModelStatus> | undefined;

/** The process's one note model, loaded on first use (main.ts loads it before listening). */
export function sharedNoteModel(): Promise<NoteModelStatus> {
  shared ??= loadNoteModel();
  return shared;
}

/** Set NOTE_MODEL=off to run with the rules alone (e.g. a machine without the files); NOTE_GUARD=off leaves the rules' flags unjudged. */
export async function loadNoteModel(env: NodeJS.ProcessEnv = process.env): Promise<NoteModelStatus> {
  const started = Date.now();
  const rulesOnly = (reason: string): NoteModelStatus => ({ model: null, mode: 'rules', reason, loadMs: Date.now() - started });
  if (env.NOTE_MODEL === 'off') return rulesOnly('NOTE_MODEL=off');
  const parent = findModelParent(env);
  if (parent === null) return rulesOnly('the note model files were not found (run: node tooling/note-model/setup.mjs)');
  try {
    const embedder = await loadEmbedder(parent);
    const model = new OnnxSentenceFlagModel(embedder, HEAD_WEIGHTS, HEAD_WEIGHTS.thresholds, env.NOTE_GUARD === 'off' ? null : GUARD_WEIGHTS);
    // One read warms the session so the first note of the day is not the slow one.
    await model.flag(['warming up']);
    return { model, mode: 'rules+model', reason: null, loadMs: Date.now() - started };
  } catch (error) {
    return rulesOnly(error instanceof Error ? error.message : String(error));
  }
}
