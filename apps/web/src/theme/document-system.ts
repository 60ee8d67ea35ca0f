import { createSystem, defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import { systemConfigs } from './index';
import { contentStyles } from './content-styles';
import { shellStyles } from './shell-styles';
import { topNavStyles } from './top-nav-styles';

/**
 * The system whose global CSS is built into index.html (./global-css-plugin.ts): the app's system
 * plus the static classes of the shell, the top nav and the dashboard's building blocks. Those classes exist only in that built CSS,
 * never in the JavaScript: the browser gets them with the page, and the entry chunk does not carry
 * their style objects (JS budget, docs/decisions/022). Component tests (no index.html) render these elements unstyled.
 */
export const documentSystem = createSystem(
  ...systemConfigs.slice(0, 2),
  // Chakra's default global CSS and @keyframes where the browser's system once had them (before the
  // app's own config, which then wins), so the built CSS is the same, rule for rule and in order.
  defineConfig({ globalCss, theme: { keyframes } }),
  ...systemConfigs.slice(2),
  defineConfig({ globalCss: { ...topNavStyles, ...shellStyles, ...contentStyles } }),
);
