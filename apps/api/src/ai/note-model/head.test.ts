// The head's wide part (decision 150): hashed words and word pairs added to the MLP's logits.
import { describe, expect, it } from 'vitest';
import { MlpHead, wideFeatures, type HeadWeights } from './head';

describe('wideFeatures', () => {
  it('hashes words and adjacent pairs, each once, the same on every call', () => {
    const a = wideFeatures("Stopped my levothyroxine, stopped it", 8192);
    expect(a.index).toEqual(wideFeatures("stopped my levothyroxine stopped it", 8192).index); // case and punctuation do not count
    // 4 distinct words + 4 pairs ("stopped my", "my levothyroxine", "levothyroxine stopped", "stopped it"), barring a collision.
    expect(a.index.length).toBe(8);
    expect([...a.index]).toEqual([...a.index].sort((x, y) => x - y));
    expect(a.value).toBeCloseTo(1 / Math.sqrt(8));
    expect(wideFeatures("don't", 8192).index).toEqual(wideFeatures('dont', 8192).index);
  });

  it('with chars, a long word also gives its four-letter pieces, so misspellings share most buckets (decision 157)', () => {
    const plain = wideFeatures('oestrogel', 16384);
    const a = new Set(wideFeatures('oestrogel', 16384, true).index);
    const b = new Set(wideFeatures('estrogel', 16384, true).index);
    expect(plain.index.length).toBe(1);
    expect(a.size).toBe(1 + '<oestrogel>'.length - 3);
    expect([...a].filter((j) => b.has(j)).length).toBeGreaterThanOrEqual(5); // "trog", "roge", "ogel", "gel>", "stro"
    expect(wideFeatures('pill', 16384, true).index.length).toBe(1); // short words stay whole
  });

  it('gives nothing for a unit without words', () => {
    expect(wideFeatures('!!! …', 8192)).toEqual({ index: new Int32Array(0), value: 0 });
  });
});

describe('MlpHead with a wide part', () => {
  // A head whose MLP says nothing (all zeros): the wide part alone decides.
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const buckets = 64;
  const word = wideFeatures('pantyliner', buckets).index[0] as number;
  const weights: HeadWeights = {
    version: 2,
    classes: ['none', 'postmenopausal_bleeding'],
    hidden: 1,
    w1: [zeros(384)],
    b1: [0],
    w2: [[0], [0]],
    b2: [0, 0],
    thresholds: { postmenopausal_bleeding: 0.6 },
    wide: { buckets, w: [zeros(buckets), zeros(buckets).map((_, i) => (i === word ? 4 : 0))] },
    trainedOn: { train: 0, dev: 0, test: 0, corpusSha256: '', seed: 0 },
  };
  const head = new MlpHead(weights);
  const x = new Float32Array(384);

  it("adds the unit's words to the logits", () => {
    expect(head.probabilities(x, 'pantyliner')[1]).toBeCloseTo(Math.exp(4) / (1 + Math.exp(4)));
    expect(head.probabilities(x, 'walked the dog')[1]).toBeCloseTo(0.5);
  });

  it('reads a version-1 head (no wide part) as before', () => {
    const { wide: _wide, ...v1 } = weights;
    expect(new MlpHead({ ...v1, version: 1 }).probabilities(x, 'pantyliner')[1]).toBeCloseTo(0.5);
  });
});
