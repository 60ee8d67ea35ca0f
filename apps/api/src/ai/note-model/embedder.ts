// Sentence embeddings from all-MiniLM-L6-v2 (int8 ONNX) through @huggingface/transformers, on CPU, with
// no network: remote models are switched off and the folder is local (docs/decisions/105-note-model.md).
// The training script uses this same embedder, so the head sees at run time what it was trained on.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NOTE_MODEL_FILES, NOTE_MODEL_NAME } from './model-files';

export const EMBEDDING_DIM = 384;
/** Sentences embedded per model call (a long note is read in a few batches, not one huge one). */
const BATCH = 32;

export interface Embedder {
  embed(sentences: readonly string[]): Promise<Float32Array[]>;
}

/** Throws when a file is missing or its sha256 differs from the pin. */
export async function verifyModelFiles(parent: string): Promise<void> {
  for (const [rel, digest] of Object.entries(NOTE_MODEL_FILES)) {
    const file = join(parent, NOTE_MODEL_NAME, rel);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      throw new Error(`missing ${file} (run: node tooling/note-model/setup.mjs)`);
    }
    const actual = createHash('sha256').update(data).digest('hex');
    if (actual !== digest) throw new Error(`sha256 mismatch for ${rel}: ${actual}`);
  }
}

export async function loadEmbedder(parent: string): Promise<Embedder> {
  await verifyModelFiles(parent);
  const { env, pipeline } = await import('@huggingface/transformers');
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = parent;
  const extract = await pipeline('feature-extraction', NOTE_MODEL_NAME, {
    dtype: 'fp32',
    model_file_name: 'model',
    // One thread: the app shares two cores with the database and the web server. Basic graph
    // optimisation and no memory arena keep the resident memory within its budget (measured: default
    // settings +265 MB, these +245 MB or less, at the same speed; 'disabled' is ~50x slower).
    session_options: { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'basic', enableCpuMemArena: false, enableMemPattern: false },
  });
  return {
    async embed(sentences) {
      const out: Float32Array[] = [];
      for (let i = 0; i < sentences.length; i += BATCH) {
        const batch = sentences.slice(i, i + BATCH);
        const tensor = await extract(batch as string[], { pooling: 'mean', normalize: true });
        const data = tensor.data as Float32Array;
        for (let j = 0; j < batch.length; j++) out.push(data.slice(j * EMBEDDING_DIM, (j + 1) * EMBEDDING_DIM));
      }
      return out;
    },
  };
}
