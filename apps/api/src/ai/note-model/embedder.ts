// Sentence embeddings from all-MiniLM-L6-v2 (int8 ONNX) on CPU, with no network: the pinned files in a
// local folder, BERT's WordPiece tokenizer (wordpiece.ts) and onnxruntime-node directly
// (docs/decisions/105-note-model.md, 140-note-model-round-7.md). The training script uses this same
// embedder, so the head sees at run time what it was trained on.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { NOTE_MODEL_FILES, NOTE_MODEL_NAME } from './model-files';
import { WordPieceTokenizer } from './wordpiece';
import type * as OrtModule from 'onnxruntime-node';

export const EMBEDDING_DIM = 384;
/** Sentences embedded per model call; a note's units are sorted by length first, so little is padding. */
const BATCH = 16;
/** The onnxruntime-node version the derived model is written by (its format is that runtime's). */
const ORT_VERSION = '1.21.0';

export interface Embedder {
  embed(sentences: readonly string[]): Promise<Float32Array[]>;
}

/** Sentences whose embeddings are kept: a few notes' worth (384 floats each, about 1.5 kB). */
export const EMBEDDING_MEMO_SIZE = 256;

/**
 * An embedder that embeds each distinct sentence once: within one call (a note that says the same thing twice), and
 * across the calls of one reading (the guard's clause is often a unit the head reads next), keeping the most recent
 * EMBEDDING_MEMO_SIZE sentences. Embeddings are a pure function of the text, so a kept one is the same answer.
 */
export class MemoEmbedder implements Embedder {
  private readonly kept = new Map<string, Float32Array>();

  constructor(
    private readonly inner: Embedder,
    private readonly size = EMBEDDING_MEMO_SIZE,
  ) {}

  clear(): void {
    this.kept.clear();
  }

  async embed(sentences: readonly string[]): Promise<Float32Array[]> {
    const found = new Map<string, Float32Array>();
    for (const s of sentences) {
      const v = this.kept.get(s);
      if (v !== undefined) found.set(s, v);
    }
    const missing = [...new Set(sentences.filter((s) => !found.has(s)))];
    const fresh = missing.length > 0 ? await this.inner.embed(missing) : [];
    missing.forEach((s, i) => found.set(s, fresh[i] as Float32Array));
    // Most recently used last, so the oldest is the first to go.
    for (const [s, v] of found) {
      this.kept.delete(s);
      this.kept.set(s, v);
    }
    while (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value as string);
    return sentences.map((s) => found.get(s) as Float32Array);
  }
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

type Ort = typeof OrtModule;

/**
 * Two intra-op threads where the machine has two cores: reading a note is compute-bound (about 0.6 ms a word-piece on
 * one core here), and a second thread cuts the p99 of a reading by about a sixth (decision 164). The threads do not
 * spin while waiting, so between readings they leave the cores to the database and the web server.
 */
const SESSION = {
  intraOpNumThreads: Math.min(2, availableParallelism()),
  interOpNumThreads: 1,
  enableCpuMemArena: false,
  enableMemPattern: false,
  extra: { session: { 'intra_op.allow_spinning': '0' } },
} as const;

/**
 * The pinned model stores its weights as int8 behind Cast/Mul nodes; onnxruntime folds them into float
 * weights in memory at every load (measured: +165 MB for a 23 MB file). Written once, optimised, with the
 * weights in a separate data file, the model loads without that step, and the runtime maps the weights
 * from the file instead of copying them (measured: +62 MB, the same embeddings, no slower). The derived
 * files live next to the pinned ones, keyed by the pinned digest and the runtime's version; they are
 * written to a temporary folder and renamed, so two processes starting at once do not clash. Where the
 * folder cannot be written, the pinned model is loaded as it is (more memory, same results).
 */
async function optimisedModel(ort: Ort, parent: string): Promise<{ path: string; derived: boolean }> {
  const source = join(parent, NOTE_MODEL_NAME, 'onnx', 'model.onnx');
  const stamp = `${NOTE_MODEL_FILES['onnx/model.onnx']} onnxruntime-node ${ORT_VERSION} extended`;
  const dir = join(parent, `${NOTE_MODEL_NAME}.optimised`);
  const ready = (d: string) => existsSync(join(d, 'model.onnx')) && existsSync(join(d, 'stamp.txt')) && readFileSync(join(d, 'stamp.txt'), 'utf8') === stamp;
  if (ready(dir)) return { path: join(dir, 'model.onnx'), derived: true };
  let tmp: string | null = null;
  try {
    tmp = mkdtempSync(join(parent, `.${NOTE_MODEL_NAME}.optimising-`));
    const made = await ort.InferenceSession.create(source, {
      ...SESSION,
      // 'extended', not 'all': 'all' adds layouts fitted to this CPU, and the file may be copied elsewhere.
      graphOptimizationLevel: 'extended',
      optimizedModelFilePath: join(tmp, 'model.onnx'),
      extra: { session: { optimized_model_external_initializers_file_name: 'model.data', optimized_model_external_initializers_min_size_in_bytes: '1024' } },
    });
    await made.release();
    writeFileSync(join(tmp, 'stamp.txt'), stamp);
    // Another process may have finished first: its copy is in use, leave it. A stale copy (another
    // pin or runtime) is replaced; a rename onto a folder that just appeared fails and is caught.
    if (!ready(dir)) {
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
      tmp = null;
    }
  } catch {
    // Another process renamed its copy first, or the folder is read-only: use what is there, else the pin.
  } finally {
    if (tmp !== null) rmSync(tmp, { recursive: true, force: true });
  }
  return ready(dir) ? { path: join(dir, 'model.onnx'), derived: true } : { path: source, derived: false };
}

export async function loadEmbedder(parent: string): Promise<Embedder> {
  await verifyModelFiles(parent);
  const tokenizer = new WordPieceTokenizer(join(parent, NOTE_MODEL_NAME, 'tokenizer.json'));
  const ort: Ort = await import('onnxruntime-node');
  const model = await optimisedModel(ort, parent);
  // The derived model is already optimised; the pinned one is optimised in memory.
  const session = await ort.InferenceSession.create(model.path, { ...SESSION, graphOptimizationLevel: model.derived ? 'disabled' : 'all' });

  /** Mean of the token vectors under the attention mask, normalised (the sentence-transformers recipe). */
  async function run(batch: readonly string[]): Promise<Float32Array[]> {
    const enc = tokenizer.encode(batch);
    const feeds: Record<string, InstanceType<Ort['Tensor']>> = {
      input_ids: new ort.Tensor('int64', enc.inputIds, enc.dims),
      attention_mask: new ort.Tensor('int64', enc.attentionMask, enc.dims),
    };
    if (session.inputNames.includes('token_type_ids')) feeds.token_type_ids = new ort.Tensor('int64', enc.tokenTypeIds, enc.dims);
    const out = await session.run(feeds);
    const hidden = out[session.outputNames[0] as string] as InstanceType<Ort['Tensor']>;
    const data = hidden.data as Float32Array;
    const [, length] = enc.dims;
    const mask = enc.attentionMask;
    return batch.map((_, b) => {
      const v = new Float32Array(EMBEDDING_DIM);
      let n = 0;
      for (let t = 0; t < length; t++) {
        if (mask[b * length + t] === 0n) continue;
        n++;
        const at = (b * length + t) * EMBEDDING_DIM;
        for (let d = 0; d < EMBEDDING_DIM; d++) v[d] = (v[d] as number) + (data[at + d] as number);
      }
      let norm = 0;
      for (let d = 0; d < EMBEDDING_DIM; d++) norm += ((v[d] as number) / n) ** 2;
      const scale = 1 / (Math.sqrt(norm) * n || 1);
      for (let d = 0; d < EMBEDDING_DIM; d++) v[d] = (v[d] as number) * scale;
      return v;
    });
  }

  return {
    async embed(sentences) {
      const out: Float32Array[] = new Array<Float32Array>(sentences.length);
      // Similar lengths together, so a short clause is not padded to the note's longest.
      const order = sentences.map((s, i) => ({ s, i })).sort((a, b) => a.s.length - b.s.length);
      for (let i = 0; i < order.length; i += BATCH) {
        const batch = order.slice(i, i + BATCH);
        const vectors = await run(batch.map((x) => x.s));
        batch.forEach((x, j) => (out[x.i] = vectors[j] as Float32Array));
      }
      return out;
    },
  };
}
