import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('shows its children right after the first commit', async () => {
    render(
      <div>
        <p>First</p>
        <RenderLater>
          <p>Then this</p>
        </RenderLater>
      </div>,
    );
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Then this')).toBeInTheDocument();
  });
});
