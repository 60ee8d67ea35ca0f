import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.integration-test.ts'],
    globalSetup: ['@cadence/db/vitest-global-setup'],
    testTimeout: 30_000,
    hookTimeout: 600_000,
    // 2 cores: two workers, each with its own database.
    maxWorkers: 2,
  },
});
