import { Tag as ChakraTag } from '@chakra-ui/react';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Tag` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Tag = /* @__PURE__ */ withSlotRecipe(ChakraTag, tagSlotRecipe);
