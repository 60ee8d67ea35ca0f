// The note model's own WordPiece tokenizer gives the same ids as @huggingface/transformers' (which the
// embeddings were first made with) on every corpus note and on awkward input (decision 140). Needs the
// model files, like the note model's gate (pnpm test fetches them first).
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJsonl } from './evaluation';
import { findModelParent, NOTE_MODEL_NAME } from './model-files';
import { WordPieceTokenizer } from './wordpiece';

const corpus = join(resolve(__dirname, '..', '..', '..', '..', '..'), 'tooling', 'note-model', 'corpus');

describe('WordPieceTokenizer', () => {
  it('matches the reference tokenizer on the corpus and on awkward input', async () => {
    const parent = findModelParent();
    if (parent === null) throw new Error('the note model files were not found (run node tooling/note-model/setup.mjs)');
    const { env, AutoTokenizer } = await import('@huggingface/transformers');
    env.allowRemoteModels = false;
    env.localModelPath = parent;
    const reference = await AutoTokenizer.from_pretrained(NOTE_MODEL_NAME);
    const mine = new WordPieceTokenizer(join(parent, NOTE_MODEL_NAME, 'tokenizer.json'));
    const texts = [
      ...loadJsonl(corpus).map((n) => n.text),
      'Café naïve RÉSUMÉ',
      '我头疼 today',
      'emoji 😀🔥 only',
      'tab\there\u0000x\u200bz',
      'x'.repeat(150),
      "don't can't £5 €3 — “quotes”",
      'word '.repeat(700),
    ];
    const differ = texts.filter((t) => {
      const expected = Array.from((reference(t, { truncation: true }) as unknown as { input_ids: { data: BigInt64Array } }).input_ids.data, Number);
      return expected.join() !== mine.ids(t).join();
    });
    expect(differ).toEqual([]);
  }, 120_000);

  it('pads a batch to its longest text, with a mask', () => {
    const parent = findModelParent();
    if (parent === null) throw new Error('the note model files were not found');
    const enc = new WordPieceTokenizer(join(parent, NOTE_MODEL_NAME, 'tokenizer.json')).encode(['chest pain', 'a']);
    expect(enc.dims).toEqual([2, 4]);
    expect(Array.from(enc.attentionMask, Number)).toEqual([1, 1, 1, 1, 1, 1, 1, 0]);
  });
});
