import { react } from '@cadence/eslint-config';

/** Components whose recipes are not in the theme system (issue 9): see src/components/ui/chakra-scoped.tsx. */
const SCOPED = ['Avatar', 'DataList', 'Dialog', 'EmptyState', 'Field', 'Fieldset', 'Input', 'NativeSelect', 'Progress', 'Stat', 'Switch', 'Table', 'Tabs', 'Tag', 'Textarea'];

export default [
  ...react,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/chakra/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              importNames: SCOPED,
              message: 'Import it from src/components/ui/chakra-scoped.tsx: its recipe is not in the theme system (issue 9 JS budget), so from @chakra-ui/react it renders unstyled.',
            },
            {
              name: '@chakra-ui/react',
              importNames: ['Checkbox'],
              message: 'Use CheckItem (src/components/ui/check-item.tsx): a native checkbox without the zag state machine (issue 9 JS budget).',
            },
          ],
        },
      ],
    },
  },
];
