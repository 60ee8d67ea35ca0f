import { Fieldset as ChakraFieldset } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Fieldset` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Fieldset = /* @__PURE__ */ withSlotRecipe(ChakraFieldset, fieldsetSlotRecipe);
