import type { Plugin } from 'vite';

/** Chakra's, Ark's and Zag's anatomy modules (the part names each component's recipe and DOM attributes use). */
const ANATOMY_MODULE = /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@ark-ui[\\/]react[\\/]dist[\\/].*\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]*anatomy\.mjs)$/;

/** A top-level declaration whose value is an anatomy being built: `createAnatomy(…)…`, `x.extendWith(…)`, `x.build()`. */
const ANATOMY_DECLARATION = /^((?:var|const|let) [\w$]+ = )(?=createAnatomy\(|[\w$]+\.(?:extendWith|build)\()/gm;

/**
 * Marks the anatomy declarations of Chakra, Ark and Zag as pure, so a chunk keeps only the anatomies it
 * uses. `@chakra-ui/react/theme`'s recipes import Chakra's one anatomy module, which builds the anatomy of
 * every component (date picker, colour picker, menu, …) with plain calls at its top level; a bundler
 * must keep a call it cannot prove pure, so all of them were in the entry chunk of every route
 * (docs/decisions/136). Building an anatomy only creates objects: dropping an unused one changes nothing.
 */
export function pureAnatomyPlugin(): Plugin {
  return {
    name: 'cadence-pure-anatomy',
    enforce: 'pre',
    transform(code, id) {
      if (!ANATOMY_MODULE.test(id)) return null;
      const marked = code.replace(ANATOMY_DECLARATION, '$1/* @__PURE__ */ ');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
