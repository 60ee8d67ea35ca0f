import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Dialog` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Dialog = /* @__PURE__ */ withSlotRecipe(ChakraDialog, dialogSlotRecipe);
