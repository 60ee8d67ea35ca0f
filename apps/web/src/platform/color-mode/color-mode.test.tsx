import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../theme';
import { ColorModeButton } from './color-mode-button';
import { applyColorMode, COLOR_MODE_STORAGE_KEY, initColorMode, resolveColorMode, setColorModePreference } from './color-mode';

function stubSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: dark && query.includes('dark'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
});

describe('colour mode', () => {
  it('follows the system by default', () => {
    stubSystemDark(true);
    expect(resolveColorMode()).toBe('dark');
    initColorMode();
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('an explicit choice wins over the system and is stored', () => {
    stubSystemDark(true);
    setColorModePreference('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    setColorModePreference('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores a garbage stored value', () => {
    stubSystemDark(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    expect(resolveColorMode()).toBe('light');
  });

  it('the top-nav button toggles and persists, reachable by keyboard', async () => {
    stubSystemDark(false);
    applyColorMode();
    render(
      <ChakraProvider value={getSystem()}>
        <ColorModeButton />
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: 'Dark mode' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });
});
