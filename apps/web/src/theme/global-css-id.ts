/** The id of the `<style>` in index.html that carries Chakra's global CSS (src/theme/global-css.ts, src/app.tsx). */
export const GLOBAL_CSS_ELEMENT_ID = 'chakra-global-css';
