import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { SystemContext } from '@chakra-ui/react';

export { GLOBAL_CSS_ELEMENT_ID } from './global-css-id';

/**
 * Chakra's global CSS — the cascade-layer order, preflight (reset), the app's global styles and
 * every design token as a CSS variable, light and dark — as text, exactly as emotion would write it
 * at run time (serialize + stylis with the vendor prefixer). Written into index.html at build time
 * (vite.config.ts), so a phone does not build and hash ~60 KB of CSS in JavaScript before its first
 * paint (docs/decisions/022: Lighthouse FCP/LCP/TBT).
 */
export function globalCssText(system: SystemContext): string {
  const parts: unknown[] = [system.layers.atRule, ...(system._global as unknown[])];
  return parts
    .map((styles) => {
      const serialized = serializeStyles([styles as never], undefined, {});
      return serialize(compile(serialized.styles), middleware([prefixer, stringify]));
    })
    .join('');
}
