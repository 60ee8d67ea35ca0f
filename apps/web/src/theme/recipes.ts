import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  listSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes of the app shell and the dashboard — and only those (JS budget, docs/decisions/022): the
 * system is in the entry chunk. Components used only by other screens (Dialog, Field, Input, Tabs,
 * …) carry their recipe with them: import them from src/components/ui/chakra-scoped.tsx.
 * Chakra does not fail on a missing recipe: the component just renders unstyled. So when you use
 * a Chakra component that is not listed in `CHAKRA_COMPONENT_RECIPES` (theme.test.ts), add its
 * recipe here and the component to that table; the test fails until you do.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe, // Button, IconButton, CloseButton (solid hover: see ./index.ts)
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe, // Chakra's built-in icons (alert, toast, select, stat, tag indicators)
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  list: listSlotRecipe,
};
