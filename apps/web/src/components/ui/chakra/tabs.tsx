import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Tabs` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Tabs = /* @__PURE__ */ withSlotRecipe(ChakraTabs, tabsSlotRecipe);
