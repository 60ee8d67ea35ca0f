import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { swPrecachePlugin } from './src/platform/pwa/sw-precache-plugin';

const API_TARGET = process.env.CADENCE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // swPrecachePlugin: writes the built file list into dist/sw.js (offline app shell, issue 9).
  plugins: [react(), swPrecachePlugin()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/trpc': { target: API_TARGET, changeOrigin: false },
      '/healthz': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: read by scripts/bench-web.mjs for the per-route JS budgets.
    manifest: true,
    // Route screens are split by lazyRouteComponent (dynamic import); no manualChunks needed.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Everything the entry statically needs in ONE chunk: ~18 small shared chunks gzip worse
          // than one file (issue 9 budget). Not recursive: modules that only dynamic chunks need
          // (the toast machine, dialogs) stay out of it.
          groups: [{ name: 'app-shell', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
      treeshake: {
        // @cadence/domain is pure: its package.json says `"sideEffects": false`; kept here too so
        // importing one constant can never pull every zod schema and catalogue in.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
});
