import { act, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../theme';
import { toast, Toaster, toaster } from './toaster';

describe('toast helper', () => {
  it('shows at most one toast: the newest replaces the current one', async () => {
    render(
      <ChakraProvider value={system}>
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
    expect(toaster.attrs.max).toBe(1);
    expect(toaster.attrs.duration).toBe(5000);
    act(() => toaster.remove());
  });
});
