import { Toast as ChakraToast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/**
 * Chakra's `Toast` with its recipe attached (not in the theme system): toasts render only in the
 * lazy toast region (../toaster-view.tsx), so their recipe need not be in every route's entry
 * chunk (docs/decisions/091). See ../chakra-scoped.tsx.
 */
export const Toast = /* @__PURE__ */ withSlotRecipe(ChakraToast, toastSlotRecipe);
