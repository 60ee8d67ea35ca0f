import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Checkbox` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Checkbox = /* @__PURE__ */ withSlotRecipe(ChakraCheckbox, checkboxSlotRecipe);
