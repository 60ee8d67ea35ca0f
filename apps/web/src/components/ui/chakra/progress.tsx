import { Progress as ChakraProgress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Progress` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Progress = /* @__PURE__ */ withSlotRecipe(ChakraProgress, progressSlotRecipe);
