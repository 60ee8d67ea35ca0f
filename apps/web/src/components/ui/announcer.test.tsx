import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce, Announcer } from './announcer';

describe('Announcer', () => {
  it('is one polite, atomic live region, not focusable, that says each change once', async () => {
    render(<Announcer />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).not.toHaveAttribute('tabindex');
    act(() => announce('2 of 5 done'));
    expect(region).toHaveTextContent('2 of 5 done');
    // The same words again are cleared and set anew, so a screen reader reads them again.
    act(() => announce('2 of 5 done'));
    expect(region).toHaveTextContent('');
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(region).toHaveTextContent('2 of 5 done');
  });
});
