// No consumer re-reads her raw text with a symptom list of its own (docs/decisions/110): a grep over
// the files that show, count or act on her symptoms, for the vocabulary that belongs to the reading
// alone (packages/domain/src/reading/read-note.ts). The behavioural half is
// packages/domain/src/reading/consumers.test.ts (a stored reading that disagrees with the text wins).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../..');

/** Files that show, count or act on her symptoms. */
const CONSUMERS = [
  'apps/web/src/features/dashboard/weekly-card.tsx',
  'packages/domain/src/coach/note-extract.ts',
  'packages/domain/src/coach/themes.ts',
  'packages/domain/src/coach/weekly-reply.ts',
  'packages/domain/src/classifiers/categorize.ts',
  'packages/domain/src/engine/weekly.ts',
  'packages/domain/src/engine/her-data.ts',
  'packages/domain/src/coach/weekly-recommendations.ts',
  'apps/web/src/features/daily-plan-log/symptom-summary.tsx',
  'apps/api/src/modules/logs/log.mapper.ts',
  'apps/api/src/modules/clinician-summary/summary-model.ts',
  'apps/api/src/ai/prompt-data.ts',
];

/** Symptom vocabulary that belongs to the reading alone (reading/read-note.ts). */
const VOCABULARY = /hot \(\?:flush|flush\|flash|insomnia|slept (?:badly|poorly)|tired\||exhausted|migraine|anxi\\w|anxious\||bloat|back (?:pain|ache)|low mood|nause|night \?sweat|night sweat/;
/** The regex literals of a line of code. */
const regexLiterals = (line: string): string[] => line.match(/(?<![\w)\]])\/(?![/*])(?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\n\\[])+\/[dgimsuy]*/g) ?? [];
/** Known, named exceptions: food triggers ("bloated after bread") are not yet a reading's job. */
const ALLOWED: Readonly<Record<string, RegExp>> = {
  'packages/domain/src/coach/weekly-recommendations.ts': /\(\?:after\|from\)|\(\?:makes\|made/,
};

describe('no consumer keeps its own symptom list', () => {
  for (const file of CONSUMERS) {
    it(file, () => {
      const lines = readFileSync(join(repo, file), 'utf8').split('\n') as string[];
      const own = lines.filter((l) => !/^\s*(?:\/\/|\*)/.test(l) && regexLiterals(l).some((r) => VOCABULARY.test(r) && !(ALLOWED[file]?.test(r) ?? false)));
      expect(own).toEqual([]);
    });
  }

  it('the grep catches a list when there is one (the reading itself has them)', () => {
    const reader = readFileSync(join(repo, 'packages/domain/src/reading/read-note.ts'), 'utf8').split('\n') as string[];
    expect(reader.filter((l) => regexLiterals(l).some((r) => VOCABULARY.test(r))).length).toBeGreaterThan(3);
  });
});
