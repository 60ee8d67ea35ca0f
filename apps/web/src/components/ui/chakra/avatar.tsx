import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

/** Chakra's `Avatar` with its recipe attached (not in the theme system): see ../chakra-scoped.tsx. */
export const Avatar = /* @__PURE__ */ withSlotRecipe(ChakraAvatar, avatarSlotRecipe);
