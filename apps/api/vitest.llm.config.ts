import { defineConfig } from 'vitest/config';

// The real-model tier (`pnpm test:llm`, docs/decisions/034): the API against tooling/llm-test-server
// (node-llama-cpp, SmolLM2-135M on CPU, one thread). One worker: there is one model.
export default defineConfig({
  test: {
    include: ['src/**/*.llm-test.ts'],
    globalSetup: ['@cadence/db/vitest-global-setup', '../../tooling/llm-test-server/vitest-global-setup.mjs'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
