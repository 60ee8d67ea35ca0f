import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../theme';
import { Button } from './button';

const wrap = (ui: React.ReactNode) => render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>);

describe('Button while loading', () => {
  it('keeps focus and its name, is aria-disabled and busy, never disabled, and ignores presses', () => {
    const onClick = vi.fn();
    const { rerender } = wrap(<Button onClick={onClick}>Save Notes</Button>);
    const button = screen.getByRole('button', { name: 'Save Notes' });
    button.focus();
    rerender(
      <ChakraProvider value={getSystem()}>
        <Button onClick={onClick} loading disabled loadingText="Saving...">
          Save Notes
        </Button>
      </ChakraProvider>,
    );
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cancels a form submission while busy', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    wrap(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Add Routine
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Routine' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
