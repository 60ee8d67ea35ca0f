#!/usr/bin/env node
// Copies the labelled notes into tooling/note-model/corpus/ (JSONL: {"text","categories"}), so training,
// the CI gate and the bench read files in the repository:
//   - rules-corpus.jsonl: the corpus the rules were tuned on (packages/domain/src/safety/corpus); train only;
//   - red-flags.jsonl and ordinary.jsonl: notes written for the model by people who did not see the rules
//     (from CORPUS_SOURCE, default /work/corpus: red-flags.jsonl, else batches/<category>.txt lines
//     "category | text"; ordinary.jsonl). Re-run when those files change, then retrain.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'corpus');
const source = process.env.CORPUS_SOURCE ?? '/work/corpus';
mkdirSync(out, { recursive: true });

const norm = (t) => t.replace(/\s+/g, ' ').trim();
const write = (name, rows) => {
  const seen = new Set();
  const kept = rows.filter((r) => r.text !== '' && !seen.has(r.text.toLowerCase()) && seen.add(r.text.toLowerCase()));
  writeFileSync(join(out, name), kept.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${name}: ${kept.length}`);
};

// 1. The rules' own corpus (TypeScript template strings "category | text" / plain lines).
const domain = join(here, '..', '..', 'packages', 'domain', 'src', 'safety', 'corpus');
const body = (file) => {
  const s = readFileSync(join(domain, file), 'utf8');
  return [...s.matchAll(/String\.raw`([^`]*)`/g)].map((m) => m[1]);
};
const rules = [];
for (const file of ['red-flag-notes.ts', 'holdout-notes.ts']) {
  const blocks = body(file);
  for (const [i, block] of blocks.entries())
    for (const line of block.split('\n').map(norm).filter(Boolean)) {
      const bar = line.indexOf(' | ');
      if (file === 'holdout-notes.ts' && i === 1) rules.push({ text: line, categories: [] });
      else if (bar > 0) rules.push({ text: line.slice(bar + 3), categories: [line.slice(0, bar)] });
    }
}
for (const block of body('ordinary-notes.ts')) for (const line of block.split('\n').map(norm).filter(Boolean)) rules.push({ text: line, categories: [] });
write('rules-corpus.jsonl', rules);

// 2. The model's corpus.
const jsonl = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .flatMap((l) => {
      try {
        const r = JSON.parse(l);
        return typeof r.text === 'string' && Array.isArray(r.categories) ? [{ text: norm(r.text), categories: r.categories }] : [];
      } catch {
        return [];
      }
    });
if (existsSync(join(source, 'red-flags.jsonl'))) write('red-flags.jsonl', jsonl(join(source, 'red-flags.jsonl')));
else if (existsSync(join(source, 'batches'))) {
  const rows = [];
  for (const f of readdirSync(join(source, 'batches')).filter((f) => f.endsWith('.txt')).sort())
    for (const line of readFileSync(join(source, 'batches', f), 'utf8').split('\n').map(norm).filter(Boolean)) {
      const bar = line.indexOf(' | ');
      if (bar > 0) rows.push({ text: line.slice(bar + 3), categories: [line.slice(0, bar)] });
    }
  write('red-flags.jsonl', rows);
}
if (existsSync(join(source, 'ordinary.jsonl'))) write('ordinary.jsonl', jsonl(join(source, 'ordinary.jsonl')));
