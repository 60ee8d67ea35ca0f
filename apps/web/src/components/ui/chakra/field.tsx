import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Field` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Field = /* @__PURE__ */ withSlotRecipe(ChakraField, fieldSlotRecipe);
