// The note model's CI gate (docs/decisions/105-note-model.md). `pnpm test` always has the model (it runs
// tooling/note-model/setup.mjs first); this file fails, saying why, when it cannot be loaded.
// The gate: on the corpus's test split (never trained or tuned on), the combined reading (rules + model)
// must reach the recall and stay within the false alarms set from cross-validation. No figure here depends
// on machine speed (the budgets are printed by the bench).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { noticeForReading, readNoteSafety, type SentenceFlagModel } from '@cadence/domain';
import { loadNoteModel, GUARD_WEIGHTS, HEAD_WEIGHTS } from './index';
import { loadJsonl, readAll, score, splitCorpus } from './evaluation';
import { NOTE_MODEL_FILES } from './model-files';

const repo = resolve(__dirname, '..', '..', '..', '..', '..');
const tooling = join(repo, 'tooling', 'note-model');

/**
 * Set from the cross-validated (out-of-fold) figures on train + dev when the head was trained (decision
 * 140): recall 0.753 with 2.4 % false alarms. The gate allows for the test split's size (304 red-flag and
 * 235 ordinary notes: about ±0.05 recall) and for the gap between tuning and fresh notes seen in the last
 * rounds (false alarms 3.0 % on dev, 8.9 % on test in decision 105); it guards against regressions. It is
 * NOT the aim (recall 0.95, false alarms 3 %), which this head does not meet yet.
 * Raised in round 13 (decision 157), whose head reads the test split at 0.882 recall with 3.8 % false alarms:
 * the gate keeps about 0.05 of room for the split's size on each side.
 */
const GATE = { recall: 0.8, falseAlarms: 0.06 };

let model: SentenceFlagModel;

beforeAll(async () => {
  const status = await loadNoteModel();
  if (!status.model) throw new Error(`the note model did not load: ${status.reason} (run node tooling/note-model/setup.mjs)`);
  model = status.model;
}, 60_000);

describe('the note model', () => {
  it('pins the same files and digests as the fetch script', () => {
    const paths = readFileSync(join(tooling, 'paths.mjs'), 'utf8');
    for (const [file, digest] of Object.entries(NOTE_MODEL_FILES)) expect(paths).toContain(`'${file}': '${digest}'`);
  });

  it('has a trained head with a threshold for every category', () => {
    expect(HEAD_WEIGHTS.classes[0]).toBe('none');
    for (const c of HEAD_WEIGHTS.classes.slice(1)) expect(HEAD_WEIGHTS.thresholds[c]).toBeGreaterThan(0);
  });

  it('has a sign guard with a veto level for every category, none of them high (decision 162)', () => {
    expect(GUARD_WEIGHTS.classes).toEqual(HEAD_WEIGHTS.classes);
    for (const c of GUARD_WEIGHTS.classes.slice(1)) {
      expect(GUARD_WEIGHTS.thresholds[c]).toBeGreaterThanOrEqual(0);
      expect(GUARD_WEIGHTS.thresholds[c]).toBeLessThanOrEqual(0.5);
    }
  });

  it('the guard never drops more of the test split\'s red flags than it saves false alarms (decision 162)', async () => {
    const { test } = splitCorpus(loadJsonl(join(tooling, 'corpus')));
    const guarded = score(test, await readAll(test, 'combined', model));
    const unguarded = score(test, await readAll(test, 'unguarded', model));
    const lost = (unguarded.rows.at(-1) as { tp: number }).tp - (guarded.rows.at(-1) as { tp: number }).tp;
    const saved = unguarded.falseAlarms.length - guarded.falseAlarms.length;
    expect(lost).toBeLessThanOrEqual(Math.max(1, saved));
  }, 240_000);

  it(
    'meets the gate on the test split (combined reading)',
    async () => {
      const { test } = splitCorpus(loadJsonl(join(tooling, 'corpus')));
      expect(test.length).toBeGreaterThan(400);
      const s = score(test, await readAll(test, 'combined', model));
      const any = s.rows.at(-1) as { recall: number };
      expect(any.recall).toBeGreaterThanOrEqual(GATE.recall);
      expect(s.falseAlarmRate).toBeLessThanOrEqual(GATE.falseAlarms);
    },
    180_000,
  );

  it.each([
    'no chest pain today, just tired',
    'my mum had a stroke last year, visiting her today',
    'I could kill for a coffee',
    'Tired and a bit stiff this morning, my lower back aches.',
    'I sleep OK, just busy',
    'two hot flushes in the night',
  ])('stays quiet on %j', async (note) => {
    expect((await readNoteSafety(note, model)).flags).toEqual([]);
  });

  it.each([
    ["I don't see the point of going on anymore", 'self_harm'],
    ["I don't see the point in going on anymore", 'self_harm'],
    ['my face feels droopy on the left and my words are coming out wrong', 'stroke'],
    ['took the new supplement and my lips and tongue are swelling up', 'anaphylaxis'],
    ['no period for two years and now some bleeding', 'postmenopausal_bleeding'],
    ['left calf swollen, hot and sore, I am on the combined pill', 'blood_clot'],
  ] as const)('flags %j as %s', async (note, category) => {
    const reading = await readNoteSafety(note, model);
    expect(reading.flags.map((f) => f.category)).toContain(category);
    expect(reading.guarded).toEqual([]);
    expect(noticeForReading(reading)).not.toBeNull();
  });
});
