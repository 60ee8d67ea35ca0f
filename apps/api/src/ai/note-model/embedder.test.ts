// The embedder's derived, optimised model (decision 140): written once next to the pinned files, and two
// processes (here: two loads) starting at once both end up with a working model and one derived copy.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEmbedder } from './embedder';
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
});
