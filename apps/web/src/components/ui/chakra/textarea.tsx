import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { FIELD_DEFAULTS, withRecipe } from './with-recipe';

/** Chakra's `Textarea` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Textarea = /* @__PURE__ */ withRecipe(ChakraTextarea, textareaRecipe, FIELD_DEFAULTS);
