// Sentence embeddings from all-MiniLM-L6-v2 (int8 ONNX) on CPU, with no network: the pinned files in a
// local folder, BERT's WordPiece tokenizer (wordpiece.ts) and onnxruntime-node directly
// (docs/decisions/105-note-model.md, 140-note-model-round-7.md). The training script uses this same
// embedder, so the head sees at run time what it was trained on.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { currentDeadline, OverloadedError, type RequestDeadline } from '../../lib/request-deadline';
import { NOTE_MODEL_FILES, NOTE_MODEL_NAME } from './model-files';
import { WordPieceTokenizer } from './wordpiece';

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
  /** Sentences being embedded now: a reading's guard often asks for a clause its head's units are already waiting on. */
  private readonly pending = new Map<string, Promise<Float32Array>>();

  constructor(
    private readonly inner: Embedder,
    private readonly size = EMBEDDING_MEMO_SIZE,
  ) {}

  clear(): void {
    this.kept.clear();
  }

  async embed(sentences: readonly string[]): Promise<Float32Array[]> {
    const found = new Map<string, Float32Array>();
    const waiting = new Map<string, Promise<Float32Array>>();
    for (const s of sentences) {
      const v = this.kept.get(s);
      if (v !== undefined) found.set(s, v);
      else {
        const p = this.pending.get(s);
        if (p !== undefined) waiting.set(s, p);
      }
    }
    const missing = [...new Set(sentences.filter((s) => !found.has(s) && !waiting.has(s)))];
    if (missing.length > 0) {
      const fresh = this.inner.embed(missing);
      missing.forEach((s, i) => {
        const one = fresh.then((v) => v[i] as Float32Array);
        this.pending.set(s, one);
        waiting.set(s, one);
        const done = () => {
          if (this.pending.get(s) === one) this.pending.delete(s);
        };
        one.then(done, done);
      });
    }
    for (const [s, p] of waiting) found.set(s, await p);
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
async function optimisedModel(thread: OrtThread, parent: string): Promise<{ path: string; derived: boolean }> {
  const source = join(parent, NOTE_MODEL_NAME, 'onnx', 'model.onnx');
  const stamp = `${NOTE_MODEL_FILES['onnx/model.onnx']} onnxruntime-node ${ORT_VERSION} extended`;
  const dir = join(parent, `${NOTE_MODEL_NAME}.optimised`);
  const ready = (d: string) => existsSync(join(d, 'model.onnx')) && existsSync(join(d, 'stamp.txt')) && readFileSync(join(d, 'stamp.txt'), 'utf8') === stamp;
  if (ready(dir)) return { path: join(dir, 'model.onnx'), derived: true };
  let tmp: string | null = null;
  try {
    tmp = mkdtempSync(join(parent, `.${NOTE_MODEL_NAME}.optimising-`));
    await thread.call({
      kind: 'derive',
      source,
      options: {
        ...SESSION,
        // 'extended', not 'all': 'all' adds layouts fitted to this CPU, and the file may be copied elsewhere.
        graphOptimizationLevel: 'extended',
        optimizedModelFilePath: join(tmp, 'model.onnx'),
        extra: { session: { optimized_model_external_initializers_file_name: 'model.data', optimized_model_external_initializers_min_size_in_bytes: '1024' } },
      },
    });
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

/** The worker's file: beside this module in the source, beside main.js in the bundle (build.mjs copies it). */
const WORKER_FILE = new URL('./embed-worker.mjs', import.meta.url);

type Encoded = ReturnType<WordPieceTokenizer['encode']>;
type OrtJob =
  | { kind: 'derive'; source: string; options: object }
  | { kind: 'open'; modelPath: string; options: object }
  | ({ kind: 'run'; session: number; dim: number } & Encoded);
interface OrtAnswer {
  ready?: true;
  id?: number;
  session?: number;
  vectors?: Float32Array;
  error?: string;
}
interface Queued {
  job: OrtJob;
  /** The request's budget when a reading asked (none outside a request: start-up, training, the bench). */
  deadline: RequestDeadline | undefined;
  resolve(answer: OrtAnswer): void;
  reject(error: Error): void;
}

/**
 * The process's one onnxruntime thread (embed-worker.mjs, docs/decisions/170): jobs go to it one at a time, in order.
 * A reading whose request passed its deadline, or whose client went, while it waited is not run (the request is
 * answered 503 anyway; running it would only delay the readings behind it). The thread keeps the process alive only
 * while it has work. Where it stops, the jobs it held fail, and so does every later reading of its sessions (a new
 * thread has none of them): the model is reloaded at the next start.
 */
class OrtThread {
  private worker: Worker | null = null;
  private started: Promise<void> | null = null;
  private readonly queue: Queued[] = [];
  private busy: { id: number; queued: Queued } | null = null;
  private nextId = 0;

  start(): Promise<void> {
    this.started ??= new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE);
      this.worker = worker;
      let loaded = false;
      worker.on('message', (msg: OrtAnswer) => {
        if (msg.ready) {
          loaded = true;
          worker.unref();
          resolve();
          this.pump();
          return;
        }
        const done = this.busy;
        if (!done || done.id !== msg.id) return;
        this.busy = null;
        if (msg.error !== undefined) done.queued.reject(new Error(`note model: ${msg.error}`));
        else done.queued.resolve(msg);
        this.pump();
      });
      const stopped = (error: Error) => {
        if (this.worker !== worker) return;
        this.worker = null;
        if (!loaded) reject(error);
        const lost = [...(this.busy ? [this.busy.queued] : []), ...this.queue.splice(0)];
        this.busy = null;
        for (const q of lost) q.reject(error);
      };
      worker.on('error', stopped);
      worker.on('exit', (code) => stopped(new Error(`note model: its thread stopped (exit ${code})`)));
    });
    return this.started;
  }

  call(job: OrtJob): Promise<OrtAnswer> {
    if (!this.worker) return Promise.reject(new Error('note model: its thread is not running'));
    return new Promise<OrtAnswer>((resolve, reject) => {
      this.queue.push({ job, deadline: job.kind === 'run' ? currentDeadline() : undefined, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    const worker = this.worker;
    if (!worker || this.busy) return;
    const queued = this.queue.shift();
    if (!queued) {
      worker.unref();
      return;
    }
    const d = queued.deadline;
    if (d && (d.signal.aborted || Date.now() >= d.deadline)) {
      queued.reject(new OverloadedError());
      this.pump();
      return;
    }
    const id = this.nextId++;
    this.busy = { id, queued };
    worker.ref();
    worker.postMessage({ id, ...queued.job });
  }
}

let thread: OrtThread | undefined;
/** The process's onnxruntime thread, started on first use. */
async function ortThread(): Promise<OrtThread> {
  thread ??= new OrtThread();
  await thread.start();
  return thread;
}

export async function loadEmbedder(parent: string): Promise<Embedder> {
  await verifyModelFiles(parent);
  const tokenizer = new WordPieceTokenizer(join(parent, NOTE_MODEL_NAME, 'tokenizer.json'));
  const runtime = await ortThread();
  const model = await optimisedModel(runtime, parent);
  // The derived model is already optimised; the pinned one is optimised in memory.
  const opened = await runtime.call({ kind: 'open', modelPath: model.path, options: { ...SESSION, graphOptimizationLevel: model.derived ? 'disabled' : 'all' } });
  const session = opened.session as number;

  return {
    async embed(sentences) {
      const out: Float32Array[] = new Array<Float32Array>(sentences.length);
      // Similar lengths together, so a short clause is not padded to the note's longest.
      const order = sentences.map((s, i) => ({ s, i })).sort((a, b) => a.s.length - b.s.length);
      for (let i = 0; i < order.length; i += BATCH) {
        const batch = order.slice(i, i + BATCH);
        const answer = await runtime.call({ kind: 'run', session, dim: EMBEDDING_DIM, ...tokenizer.encode(batch.map((x) => x.s)) });
        const v = answer.vectors as Float32Array;
        batch.forEach((x, j) => (out[x.i] = v.subarray(j * EMBEDDING_DIM, (j + 1) * EMBEDDING_DIM)));
      }
      return out;
    },
  };
}
