// The note model's runtime, in a thread of its own (docs/decisions/170). onnxruntime-node's `run` is synchronous on the
// thread that calls it (its promise only defers the call by a setImmediate): on the server's own thread, every reading
// stopped the event loop for its whole length, so at the onset of a surge a row of readings held back the timers that
// answer 503 at the deadline. Here the model runs beside the event loop, one job at a time, in the order sent.
//
// The runtime's binding may be used by one JavaScript thread of a process only (a second one aborts the process), so
// this thread does everything with it: writing the optimised model, opening sessions, running them. One per process.
//
// Plain JavaScript on purpose: the same file runs under tsx, under vitest and beside the bundle (build.mjs copies it).
// In:  { id, kind: 'derive', source, options }            write an optimised copy (options.optimizedModelFilePath)
//      { id, kind: 'open', modelPath, options }           open a session; answers { id, session }
//      { id, kind: 'run', session, dim, inputIds, attentionMask, tokenTypeIds, dims }
//                                                         answers { id, vectors } (a Float32Array of rows × dim)
// Out: { ready: true } once the runtime is loaded; { id, error } when a job fails.
import { parentPort } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';

const sessions = new Map();
let nextSession = 0;

/** Mean of the token vectors under the attention mask, normalised (the sentence-transformers recipe). */
function pool(hidden, mask, rows, length, dim) {
  const out = new Float32Array(rows * dim);
  for (let b = 0; b < rows; b++) {
    const v = out.subarray(b * dim, (b + 1) * dim);
    let n = 0;
    for (let t = 0; t < length; t++) {
      if (mask[b * length + t] === 0n) continue;
      n++;
      const at = (b * length + t) * dim;
      for (let d = 0; d < dim; d++) v[d] += hidden[at + d];
    }
    let norm = 0;
    for (let d = 0; d < dim; d++) norm += (v[d] / n) ** 2;
    const scale = 1 / (Math.sqrt(norm) * n || 1);
    for (let d = 0; d < dim; d++) v[d] *= scale;
  }
  return out;
}

async function handle(job) {
  if (job.kind === 'derive') {
    const made = await ort.InferenceSession.create(job.source, job.options);
    await made.release();
    return [{ id: job.id }];
  }
  if (job.kind === 'open') {
    const session = await ort.InferenceSession.create(job.modelPath, job.options);
    const key = nextSession++;
    sessions.set(key, { session, wantsTypes: session.inputNames.includes('token_type_ids') });
    return [{ id: job.id, session: key }];
  }
  const { session, wantsTypes } = sessions.get(job.session);
  const feeds = {
    input_ids: new ort.Tensor('int64', job.inputIds, job.dims),
    attention_mask: new ort.Tensor('int64', job.attentionMask, job.dims),
  };
  if (wantsTypes) feeds.token_type_ids = new ort.Tensor('int64', job.tokenTypeIds, job.dims);
  const out = await session.run(feeds);
  const vectors = pool(out[session.outputNames[0]].data, job.attentionMask, job.dims[0], job.dims[1], job.dim);
  return [{ id: job.id, vectors }, [vectors.buffer]];
}

parentPort.on('message', async (job) => {
  try {
    const [answer, transfer] = await handle(job);
    parentPort.postMessage(answer, transfer);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
