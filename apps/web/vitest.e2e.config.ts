import { defineConfig } from 'vitest/config';

/** E2E: playwright-core drives Debian Chromium against the built API + web app. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
    // A real browser on a shared 2-core CI machine: one retry absorbs a timing hiccup; a real
    // failure still fails (it fails twice), and the retry is visible in the report.
    retry: process.env.CI ? 1 : 0,
  },
});
