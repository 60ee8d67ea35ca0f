// The embedder's derived, optimised model (decision 140): written once next to the pinned files, and two
// processes (here: two loads) starting at once both end up with a working model and one derived copy.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OverloadedError, runWithDeadline } from '../../lib/request-deadline';
import { loadEmbedder, MemoEmbedder } from './embedder';
import { findModelParent, NOTE_MODEL_NAME } from './model-files';

const parent = mkdtempSync(join(tmpdir(), 'cadence-note-model-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('loadEmbedder', () => {
  it('derives the optimised model once, also when two loads race, and both embed the same', async () => {
    const pinned = findModelParent();
    if (pinned === null) throw new Error('the note model files were not found (run node tooling/note-model/setup.mjs)');
    cpSync(join(pinned, NOTE_MODEL_NAME), join(parent, NOTE_MODEL_NAME), { recursive: true });
    const [a, b] = await Promise.all([loadEmbedder(parent), loadEmbedder(parent)]);
    const derived = join(parent, `${NOTE_MODEL_NAME}.optimised`);
    expect(existsSync(join(derived, 'model.onnx'))).toBe(true);
    expect(existsSync(join(derived, 'model.data'))).toBe(true);
    expect(readFileSync(join(derived, 'stamp.txt'), 'utf8')).toContain('onnxruntime-node');
    const [[va], [vb]] = await Promise.all([a.embed(['pressure in the middle of my chest']), b.embed(['pressure in the middle of my chest'])]);
    let dot = 0;
    for (let i = 0; i < 384; i++) dot += (va as Float32Array)[i]! * (vb as Float32Array)[i]!;
    expect(dot).toBeGreaterThan(0.99999);
  }, 120_000);

  // Decision 170: the model runs in its own thread, one batch at a time; a reading whose request is over by the time its
  // turn comes is not run (the request is answered 503 anyway), and the readings of live requests behind it are.
  it('skips a reading whose request passed its deadline or lost its client, and answers the others', async () => {
    const embedder = await loadEmbedder(parent);
    const live = new AbortController();
    const gone = new AbortController();
    gone.abort();
    const long = Array.from({ length: 16 }, (_, i) => `${'my legs ache after the long walk and the hill '.repeat(8)} ${i}`);
    const first = runWithDeadline({ deadline: Date.now() + 60_000, signal: live.signal }, () => embedder.embed(long));
    const expired = runWithDeadline({ deadline: Date.now() - 1, signal: live.signal }, () => embedder.embed(['chest pain']));
    const abandoned = runWithDeadline({ deadline: Date.now() + 60_000, signal: gone.signal }, () => embedder.embed(['chest pain']));
    const outside = embedder.embed(['chest pain']);
    await expect(expired).rejects.toBeInstanceOf(OverloadedError);
    await expect(abandoned).rejects.toBeInstanceOf(OverloadedError);
    expect(await first).toHaveLength(16);
    const [v] = await outside;
    expect(v).toHaveLength(384);
  }, 120_000);
});

describe('MemoEmbedder', () => {
  /** Counts the sentences it is asked to embed; a sentence's vector is its length. */
  function counting() {
    const asked: string[] = [];
    const inner = {
      embed: async (s: readonly string[]) => {
        asked.push(...s);
        return s.map((x) => Float32Array.of(x.length));
      },
    };
    return { asked, inner };
  }

  it('embeds each distinct sentence once, within a call and across calls, and answers in order', async () => {
    const { asked, inner } = counting();
    const memo = new MemoEmbedder(inner, 3);
    expect((await memo.embed(['ab', 'abc', 'ab'])).map((v) => v[0])).toEqual([2, 3, 2]);
    expect((await memo.embed(['abc', 'abcd'])).map((v) => v[0])).toEqual([3, 4]);
    expect(asked).toEqual(['ab', 'abc', 'abcd']);
  });

  it('keeps only the most recent sentences, and forgets all when cleared', async () => {
    const { asked, inner } = counting();
    const memo = new MemoEmbedder(inner, 2);
    await memo.embed(['a', 'bb', 'ccc']);
    await memo.embed(['bb', 'ccc']);
    await memo.embed(['a']);
    memo.clear();
    await memo.embed(['ccc']);
    expect(asked).toEqual(['a', 'bb', 'ccc', 'a', 'ccc']);
  });

  it('answers a call with more distinct sentences than it keeps', async () => {
    const { inner } = counting();
    const memo = new MemoEmbedder(inner, 1);
    expect((await memo.embed(['a', 'bb', 'ccc'])).map((v) => v[0])).toEqual([1, 2, 3]);
  });
});
