import { react } from '@cadence/eslint-config';

import { readdirSync } from 'node:fs';

/**
 * Components whose recipes are not in the theme system (docs/decisions/022): one module each in
 * src/components/ui/chakra/ (see chakra-scoped.tsx), named after the component — read from there.
 */
const SCOPED = readdirSync(new URL('./src/components/ui/chakra/', import.meta.url))
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => f.replace(/\.tsx$/, '').replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase()));

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
              message: 'Import it from src/components/ui/chakra-scoped.tsx: its recipe is not in the theme system (JS budget, docs/decisions/022), so from @chakra-ui/react it renders unstyled.',
            },
            {
              name: '@chakra-ui/react',
              importNames: ['Checkbox'],
              message: 'Use CheckItem (src/components/ui/check-item.tsx): a native checkbox without the zag state machine (JS budget, docs/decisions/022).',
            },
          ],
        },
      ],
    },
  },
];
