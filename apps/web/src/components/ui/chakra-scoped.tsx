/**
 * Chakra components whose recipes travel WITH the component instead of living in the theme
 * system (JS budget, docs/decisions/022). The system (src/theme) is part of the entry chunk that every route
 * downloads, so it registers only the recipes of the app shell and the dashboard; the components
 * below are used by other screens and dialogs, and their recipes now load with those chunks:
 * one module per component (./chakra/*), so a chunk carries only the recipes it uses.
 *
 * Import these from here, never from '@chakra-ui/react' (lint rule `no-restricted-imports` and
 * src/theme/theme.test.ts enforce it). Each factory call is `@__PURE__`, so a chunk only carries the
 * recipes of the components it actually uses.
 */
export { Avatar } from './chakra/avatar';
export { DataList } from './chakra/data-list';
export { Dialog } from './chakra/dialog';
export { EmptyState } from './chakra/empty-state';
export { Field } from './chakra/field';
export { Fieldset } from './chakra/fieldset';
export { NativeSelect } from './chakra/native-select';
export { Progress } from './chakra/progress';
export { Stat } from './chakra/stat';
export { Switch } from './chakra/switch';
export { Table } from './chakra/table';
export { Tabs } from './chakra/tabs';
export { Tag } from './chakra/tag';
export { Input } from './chakra/input';
export { Textarea } from './chakra/textarea';
export { Toast } from './chakra/toast';

