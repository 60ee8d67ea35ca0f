import { DataList as ChakraDataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `DataList` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const DataList = /* @__PURE__ */ withSlotRecipe(ChakraDataList, dataListSlotRecipe);
