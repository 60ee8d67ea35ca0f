import { Input as ChakraInput } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { FIELD_DEFAULTS, withRecipe } from './with-recipe';

/** Chakra's `Input` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Input = /* @__PURE__ */ withRecipe(ChakraInput, inputRecipe, FIELD_DEFAULTS);
