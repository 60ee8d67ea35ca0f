import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { RestoreFromFile } from './restore-from-file';

describe('RestoreFromFile', () => {
  it('offers one control: the button; the file input is hidden from the Tab order and the accessibility tree', async () => {
    await renderScreen(() => <RestoreFromFile />);
    expect(await screen.findByRole('button', { name: 'Restore from a file' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const input = screen.getByTestId('restore-file');
    expect(input).toHaveAttribute('hidden');
    expect(screen.queryByLabelText(/file/i)).toBeNull();
  });
});
