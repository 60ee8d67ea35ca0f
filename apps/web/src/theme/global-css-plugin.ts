import type { Plugin } from 'vite';
import { globalCssText } from './global-css';
import { GLOBAL_CSS_ELEMENT_ID } from './global-css-id';
import { documentSystem } from './document-system';

/** Inlines Chakra's global CSS into index.html (dev and build): see ./global-css.ts. */
export function chakraGlobalCssPlugin(): Plugin {
  let css: string | undefined;
  return {
    name: 'cadence-chakra-global-css',
    transformIndexHtml() {
      css ??= globalCssText(documentSystem);
      return [{ tag: 'style', attrs: { id: GLOBAL_CSS_ELEMENT_ID }, children: css, injectTo: 'head' }];
    },
  };
}
