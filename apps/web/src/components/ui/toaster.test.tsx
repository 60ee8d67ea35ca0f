import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../theme';
import { toast, Toaster } from './toaster';
import { toaster, toastPlacement, WIDE_VIEWPORT_QUERY } from './toaster-store';

// jsdom has no PointerEvent: a MouseEvent with a pointerId is enough for the swipe handlers.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

describe('toast helper', () => {
  it('shows at most one toast: the newest replaces the current one', async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toast.error('Missing Information', 'Please fill in all fields and select at least one challenge.');
    });
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    act(() => {
      toast.success('✓ Profile Created!', 'Welcome to your wellness journey');
    });
    expect(await screen.findByText('✓ Profile Created!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Missing Information')).not.toBeInTheDocument());
    // A title that carries its own ✓ gets no second tick icon beside it; others keep their icon.
    expect(screen.getByTestId('toast').querySelector('[data-testid="toast-indicator"]')).toBeNull();
    act(() => {
      toast.success('Download ready', 'cadence-export.json');
    });
    expect(await screen.findByText('Download ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('toast').querySelector('[data-testid="toast-indicator"]')).not.toBeNull());
    expect(toaster.attrs.max).toBe(1);
    expect(toaster.attrs.duration).toBe(5000);
    act(() => toaster.remove());
  });

  it('dismisses a toast swiped 50 px or more to the right, not less', async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toast.success('Routine updated successfully');
    });
    const el = await screen.findByTestId('toast');
    fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 10 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 40 });
    fireEvent.pointerUp(el, { pointerId: 1, clientX: 40 });
    expect(screen.getByText('Routine updated successfully')).toBeInTheDocument();
    fireEvent.pointerDown(el, { pointerId: 2, button: 0, clientX: 10 });
    fireEvent.pointerMove(el, { pointerId: 2, clientX: 65 });
    fireEvent.pointerUp(el, { pointerId: 2, clientX: 65 });
    await waitFor(() => expect(screen.queryByText('Routine updated successfully')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('keeps the F8 hotkey and shows toasts at the bottom on phones, bottom-end on wider screens', () => {
    expect(toaster.attrs.hotkey).toEqual(['F8']);
    expect(toastPlacement()).toBe('bottom'); // jsdom: no min-width match (phones: bottom, decision 097)
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q === WIDE_VIEWPORT_QUERY }) as MediaQueryList);
    expect(toastPlacement()).toBe('bottom-end');
    spy.mockRestore();
  });
});

afterEach(() => {
  act(() => toaster.remove());
});
