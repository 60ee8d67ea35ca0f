import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPreloaded } from './lazy-preloaded';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPreloaded', () => {
  it('loads once, and renders without a fallback once preloaded', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Lazy = lazyPreloaded(load, (m) => m.Hello);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Maya" />
      </Suspense>,
    );
    // Synchronously there: no 'Loading' frame.
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when it was not preloaded', async () => {
    const Lazy = lazyPreloaded(async () => ({ Hello }), (m) => m.Hello);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
