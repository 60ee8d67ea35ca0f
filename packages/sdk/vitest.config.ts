import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The surface check compiles the API's router with the TypeScript compiler (~15 s on a busy machine).
    testTimeout: 180_000,
  },
});
