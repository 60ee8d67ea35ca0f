import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from './deferred-mount';

describe('DeferredMount', () => {
  it('shows the fallback first, then the content', async () => {
    render(
      <DeferredMount fallback={<p>loading</p>}>
        <p>content</p>
      </DeferredMount>,
    );
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});
