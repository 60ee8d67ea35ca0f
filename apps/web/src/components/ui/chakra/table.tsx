import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Table` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Table = /* @__PURE__ */ withSlotRecipe(ChakraTable, tableSlotRecipe);
