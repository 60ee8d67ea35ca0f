import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../theme';
import { TableToggle } from './table-toggle';

function Two() {
  const [a, setA] = useState(false);
  const [b, setB] = useState(false);
  return (
    <>
      <TableToggle title="Completion" pressed={a} onToggle={() => setA((v) => !v)} />
      <TableToggle title="Energy" pressed={b} onToggle={() => setB((v) => !v)} />
    </>
  );
}

describe('TableToggle', () => {
  it('is one toggle pattern: a name that never changes, distinct per chart, and aria-pressed for its state', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <Two />
      </ChakraProvider>,
    );
    const completion = screen.getByRole('button', { name: 'Show as table: Completion' });
    expect(screen.getByRole('button', { name: 'Show as table: Energy' })).toHaveAttribute('aria-pressed', 'false');
    expect(completion).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(completion);
    expect(screen.getByRole('button', { name: 'Show as table: Completion' })).toBe(completion);
    expect(completion).toHaveAttribute('aria-pressed', 'true');
  });
});
