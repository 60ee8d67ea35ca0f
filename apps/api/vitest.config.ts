import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A limit for a hung test, not a timing test (figures come from `pnpm bench`). The first reading of a note in a
    // test file compiles every rule's pattern, which on two busy CI cores took up to 7 s (the 5 s default failed
    // onboarding.service.test.ts there while it passed in 1 s alone).
    testTimeout: 20_000,
  },
});
