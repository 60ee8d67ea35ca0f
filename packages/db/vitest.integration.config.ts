import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.integration-test.ts'],
    // One database server for the run (MONGODB_URI, or mongod/FerretDB on a temp dir). The first FerretDB
    // build happens here, before any test timeout starts.
    globalSetup: ['./src/vitest-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
