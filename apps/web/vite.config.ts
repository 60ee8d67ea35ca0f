import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.CADENCE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
    // Route screens are split by lazyRouteComponent (dynamic import); no manualChunks needed.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      treeshake: {
        // @cadence/domain is pure (no side effects) but its package.json does not say so yet:
        // without this, importing one constant would pull every zod schema and catalogue in.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
});
