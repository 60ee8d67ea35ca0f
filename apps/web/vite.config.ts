import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { swPrecachePlugin } from './src/platform/pwa/sw-precache-plugin';
import { chakraGlobalCssPlugin } from './src/theme/global-css-plugin';
import { pureAnatomyPlugin } from './src/theme/pure-anatomy-plugin';

const API_TARGET = process.env.CADENCE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // swPrecachePlugin: writes the built file list into dist/sw.js (offline app shell, docs/decisions/022).
  // chakraGlobalCssPlugin: Chakra's global CSS (reset + tokens) inlined into index.html (docs/decisions/022).
  // pureAnatomyPlugin: unused component anatomies of Chakra, Ark and Zag can be dropped (docs/decisions/136).
  plugins: [react(), chakraGlobalCssPlugin(), swPrecachePlugin(), pureAnatomyPlugin()],
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
    // No modulepreload polyfill: every browser the app supports preloads modules natively (the
    // polyfill only matters to Safari < 17, which still loads everything, just without preloading).
    modulePreload: { polyfill: false },
    // Route screens are split by lazyRouteComponent (dynamic import); no manualChunks needed.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Everything the entry statically needs in ONE chunk: ~18 small shared chunks gzip worse
          // than one file (JS budget, docs/decisions/022). Not recursive: modules that only dynamic chunks need
          // (the toast machine, dialogs) stay out of it.
          groups: [
            { name: 'app-shell', tags: ['$initial'], includeDependenciesRecursively: false },
            // Also in the shell: the Chakra parts and domain constants nearly every screen renders
            // (Chakra's styled-element factory, boxes, text, buttons, spinners, cards, alerts,
            // skeletons, badges, lists, headings; labels, dates; the page container,
            // tick box and progress bar) and the dashboard prefetch the splash shares. As ~15
            // separate chunks of 0.1–1.7 KiB each they cost more gzip bytes and requests than one file.
            // Not the close button: it brings Chakra's icons (0.6 KiB gzip), and only dialogs and
            // toasts, which no first screen shows, use it (docs/decisions/136).
            {
              name: 'app-shell',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](card|skeleton|badge|list|checkmark|stack|square|circle|heading|flex|grid|box|span|text|absolute-center|loader|button(?![\\/]close-button)|spinner)[\\/.]|styled-system[\\/](create-slot-recipe-context|use-slot-recipe|create-recipe-context|use-recipe|use-resolved-props|factory|display-name|empty)|utils[\\/](call-all|interop|ref)|merge-props|merge-refs)|@emotion[\\/]is-prop-valid|packages[\\/]domain[\\/]src[\\/](engine[\\/](dates|tasks)|safety[\\/]disclaimer|constants[\\/]labels|schemas[\\/](predicates|limits))\.ts|web[\\/]src[\\/](lib[\\/](errors|lazy-preloaded)|features[\\/]dashboard[\\/]prefetch-dashboard|components[\\/]ui[\\/](page-container|check-item|progress-bar|supplement-caution|deferred-mount))\.tsx?$|packages[\\/]domain[\\/]src[\\/](engine[\\/](log-completion|day-progress|local-date|progress)|constants[\\/]enums)\.ts$|@zag-js[\\/]dom-query[\\/]dist[\\/]shared\.mjs$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // @cadence/domain is pure: its package.json says `"sideEffects": false`; kept here too so
        // importing one constant can never pull every zod schema and catalogue in.
        // src/components/ui/chakra-scoped.tsx and ./chakra/*: a barrel of pure component modules, so a
        // chunk gets only the components (and recipes) it imports, not the whole barrel.
        // @trpc/client and @trpc/react-query: pure library modules that do not declare
        // `"sideEffects": false`, so the WebSocket/SSE links and other unused parts were kept.
        // hoist-non-react-statics and react-is: @emotion/react imports the first for its side effects
        // only (`import 'hoist-non-react-statics'`), which kept both in the entry chunk although nothing
        // the app uses calls them; they have none (docs/decisions/136).
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) &&
          !/[\\/]components[\\/]ui[\\/](chakra-scoped\.tsx|chakra[\\/])/.test(id) &&
          !/[\\/]node_modules[\\/]@trpc[\\/](client|react-query)[\\/]/.test(id) &&
          !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
        // Chakra's theme/index.js builds its full default theme with a top-level `defineConfig({…})`
        // call (an identity function, not marked pure), which kept EVERY recipe (date picker, colour
        // picker, …) in the entry even though src/theme imports only the ones the app uses.
        manualPureFunctions: ['defineConfig'],
      },
    },
  },
});
