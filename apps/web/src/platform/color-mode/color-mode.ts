import { useSyncExternalStore } from 'react';

/**
 * Colour mode without next-themes: the class 'light' | 'dark' on <html> (Chakra v3's `_dark`
 * condition is the `.dark` class) plus `color-scheme` so native controls and scrollbars follow.
 * 'system' follows `prefers-color-scheme`; an explicit choice is kept in localStorage.
 */
export type ColorMode = 'light' | 'dark';
export type ColorModePreference = ColorMode | 'system';

/** localStorage key of the user's explicit choice (absent = follow the system). */
export const COLOR_MODE_STORAGE_KEY = 'cadenceColorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type Listener = () => void;
const listeners = new Set<Listener>();
let mediaQuery: MediaQueryList | null = null;

function readPreference(): ColorModePreference {
  try {
    const raw = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return raw === 'light' || raw === 'dark' ? raw : 'system';
  } catch {
    return 'system';
  }
}

function systemMode(): ColorMode {
  try {
    return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The mode in effect: the stored choice, else the system's. */
export function resolveColorMode(preference: ColorModePreference = readPreference()): ColorMode {
  return preference === 'system' ? systemMode() : preference;
}

/** Writes the class and `color-scheme` on <html>; the theme-color meta follows the mode. */
export function applyColorMode(mode: ColorMode = resolveColorMode()): void {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}

function notify() {
  applyColorMode();
  for (const l of listeners) l();
}

/** Applies the mode now and follows system changes. Call once before the first render. */
export function initColorMode(): void {
  applyColorMode();
  if (mediaQuery || typeof window.matchMedia !== 'function') return;
  mediaQuery = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readPreference() === 'system') notify();
  };
  mediaQuery.addEventListener?.('change', onChange);
  // Another tab changed the choice.
  window.addEventListener('storage', (e) => {
    if (e.key === COLOR_MODE_STORAGE_KEY || e.key === null) notify();
  });
}

/** Stores an explicit choice ('system' forgets it) and applies it. */
export function setColorModePreference(preference: ColorModePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // storage disabled: the choice lasts for this page only
    applyColorMode(resolveColorMode(preference));
    for (const l of listeners) l();
    return;
  }
  notify();
}

/** Flips between light and dark (an explicit choice from then on). */
export function toggleColorMode(): void {
  setColorModePreference(resolveColorMode() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `const { colorMode, toggleColorMode } = useColorMode()`. */
export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void; setColorModePreference: (p: ColorModePreference) => void } {
  const colorMode = useSyncExternalStore(subscribe, () => resolveColorMode(), () => 'light' as ColorMode);
  return { colorMode, toggleColorMode, setColorModePreference };
}
