import { Button } from './button';

/**
 * The one table/chart toggle (docs/decisions/115): a toggle button whose name never changes —
 * "Show as table" plus the chart's title, so three charts do not give three identical buttons —
 * and whose state is `aria-pressed` (pressed: the table is shown), drawn solid when pressed.
 */
export function TableToggle({ title, pressed, onToggle }: { title: string; pressed: boolean; onToggle: () => void }) {
  return (
    // The name starts with the visible words (WCAG 2.5.3, label in name).
    <Button size="xs" variant={pressed ? 'subtle' : 'ghost'} colorPalette="brand" aria-pressed={pressed} aria-label={`Show as table: ${title}`} onClick={onToggle}>
      Show as table
    </Button>
  );
}
