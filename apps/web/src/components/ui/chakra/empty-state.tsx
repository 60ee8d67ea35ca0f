import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `EmptyState` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const EmptyState = /* @__PURE__ */ withSlotRecipe(ChakraEmptyState, emptyStateSlotRecipe);
