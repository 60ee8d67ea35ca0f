// The note model's files and their pinned sha256 (the same pins as tooling/note-model/paths.mjs, which
// fetches them; a unit test keeps the two in step). docs/decisions/105-note-model.md.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NOTE_MODEL_NAME = 'all-minilm-l6-v2-int8';

export const NOTE_MODEL_FILES: Readonly<Record<string, string>> = {
  'onnx/model.onnx': '8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6',
  'tokenizer.json': 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
  'tokenizer_config.json': 'acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b',
  'config.json': '953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41',
  'special_tokens_map.json': '303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3',
};

/**
 * The folder that holds `all-minilm-l6-v2-int8/`: NOTE_MODEL_DIR, else `.bin/note-model` in the nearest
 * folder above `from` (the working directory, then this file's bundle) that has one — the repository root,
 * where the FerretDB build lives too.
 */
export function findModelParent(
  env: NodeJS.ProcessEnv = process.env,
  starts: readonly string[] = [process.cwd(), dirname(fileURLToPath(import.meta.url))],
): string | null {
  if (env.NOTE_MODEL_DIR) return resolve(env.NOTE_MODEL_DIR);
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      const candidate = join(dir, '.bin', 'note-model');
      if (existsSync(join(candidate, NOTE_MODEL_NAME))) return candidate;
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return null;
}
