import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { FIELD_DEFAULTS, withSlotRecipe } from './with-recipe';

/** Chakra's `NativeSelect` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const NativeSelect = /* @__PURE__ */ withSlotRecipe(ChakraNativeSelect, nativeSelectSlotRecipe, FIELD_DEFAULTS);
