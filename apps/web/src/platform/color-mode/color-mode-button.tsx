import { useColorMode } from './color-mode';

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

/**
 * Light/dark switch for the top navigation. A toggle button: `aria-pressed` tells whether
 * dark mode is on, the name stays 'Dark mode' so it is found the same way in both modes. A plain
 * button with the static class of src/theme/shell-styles.ts (Chakra's ghost IconButton look): it
 * is in the nav on every screen, so it costs no run-time styling (docs/decisions/022).
 */
export function ColorModeButton() {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <button
      type="button"
      className="cadence-icon-button"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleColorMode}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
