import { defineConfig } from 'vitest/config';

// The reliability suite (`pnpm test:chaos`): kills the database child and the server at random
// points, overloads the server. Each file starts its own embedded database in a temp dir; files
// run one at a time (they measure timings on a 2-core machine). All traffic goes to 127.0.0.1.
export default defineConfig({
  test: {
    include: ['src/**/*.chaos-test.ts'],
    testTimeout: 240_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
