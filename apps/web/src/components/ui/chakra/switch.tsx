import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Switch` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Switch = /* @__PURE__ */ withSlotRecipe(ChakraSwitch, switchSlotRecipe);
