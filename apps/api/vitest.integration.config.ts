import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.integration-test.ts'],
    globalSetup: ['@cadence/db/vitest-global-setup'],
    testTimeout: 30_000,
    hookTimeout: 600_000,
    // 2 cores: two workers, each with its own database.
    maxWorkers: 2,
    // A test server's own shutdown can interrupt a database call that a request abandoned at its deadline
    // (issue 21: the answer went out as 503 before the call finished). That interruption, and only it, is
    // not a test failure; every other unhandled error still fails the run.
    onUnhandledError(error) {
      return (error as { name?: string }).name !== 'MongoClientClosedError';
    },
  },
});
