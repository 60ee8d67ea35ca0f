import { Stat as ChakraStat } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Stat` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Stat = /* @__PURE__ */ withSlotRecipe(ChakraStat, statSlotRecipe);
