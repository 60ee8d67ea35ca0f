import { describe, expect, it } from 'vitest';
import { pureAnatomyPlugin } from './pure-anatomy-plugin';

const plugin = pureAnatomyPlugin();
const transform = (code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id)?.code ?? null;

const CHAKRA = '/repo/node_modules/.pnpm/x/node_modules/@chakra-ui/react/dist/esm/anatomy.js';
const ZAG = '/repo/node_modules/.pnpm/y/node_modules/@zag-js/menu/dist/menu.anatomy.mjs';

describe('pureAnatomyPlugin', () => {
  it("marks Chakra's and Zag's top-level anatomy declarations pure", () => {
    const chakra = [
      'const accordionAnatomy = accordionAnatomy$1.extendWith("itemBody");',
      'const alertAnatomy = createAnatomy("alert").parts(',
      '  "title",',
      ');',
    ].join('\n');
    expect(transform(chakra, CHAKRA)).toBe(
      [
        'const accordionAnatomy = /* @__PURE__ */ accordionAnatomy$1.extendWith("itemBody");',
        'const alertAnatomy = /* @__PURE__ */ createAnatomy("alert").parts(',
        '  "title",',
        ');',
      ].join('\n'),
    );
    expect(transform('var anatomy = createAnatomy("menu").parts("item");\nvar parts = anatomy.build();', ZAG)).toBe(
      'var anatomy = /* @__PURE__ */ createAnatomy("menu").parts("item");\nvar parts = /* @__PURE__ */ anatomy.build();',
    );
  });

  it('leaves every other module and statement alone', () => {
    expect(transform('const a = createAnatomy("x").parts("y");', '/repo/src/anatomy.js')).toBeNull();
    expect(transform('export { anatomy, parts };\nfoo(anatomy);', ZAG)).toBeNull();
  });
});
