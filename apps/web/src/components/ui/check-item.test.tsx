import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckItem } from './check-item';
import { PageContainer } from './page-container';
import { ProgressBar } from './progress-bar';

describe('CheckItem', () => {
  it('is a real checkbox named by its label and described by its details', () => {
    const onChange = vi.fn();
    render(
      <CheckItem checked={false} onCheckedChange={onChange} details={<span>Daily routine</span>} weight="medium">
        Morning walk
      </CheckItem>,
    );
    const box = screen.getByRole('checkbox', { name: 'Morning walk' });
    expect(box).toHaveAccessibleDescription('Daily routine');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('Morning walk')).toHaveAttribute('data-weight', 'medium');
  });

  it('draws the tick only when checked, strikes the label and marks disabled', () => {
    const { container, rerender } = render(
      <CheckItem checked={false} onCheckedChange={() => undefined}>
        Task
      </CheckItem>,
    );
    expect(container.querySelector('polyline')).toBeNull();
    rerender(
      <CheckItem checked struck disabled boxed onCheckedChange={() => undefined}>
        Task
      </CheckItem>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('data-state', 'checked');
    expect(container.querySelector('polyline')).not.toBeNull();
    expect(screen.getByText('Task')).toHaveAttribute('data-struck');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('label')).toHaveAttribute('data-boxed');
  });

  it('keeps focus while it saves: aria-disabled, not the disabled attribute, and presses are ignored', () => {
    const onChange = vi.fn();
    render(
      <CheckItem checked={false} disabled onCheckedChange={onChange}>
        Breathing
      </CheckItem>,
    );
    const box = screen.getByRole('checkbox', { name: 'Breathing' });
    box.focus();
    expect(box).not.toBeDisabled();
    expect(box).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
    expect(document.activeElement).toBe(box);
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value clamped to the range', () => {
    render(<ProgressBar value={60} max={45} label="Programme progress" valueText="Day 60 — programme complete" valueTextAttrs={{ 'data-testid': 'value' }} />);
    const bar = screen.getByRole('progressbar', { name: 'Programme progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemax', '45');
    expect(screen.getByTestId('value')).toHaveTextContent('Day 60 — programme complete');
  });
});

describe('PageContainer', () => {
  it('passes its width and other attributes through', () => {
    render(
      <PageContainer maxW="xl" data-testid="page">
        x
      </PageContainer>,
    );
    expect(screen.getByTestId('page')).toHaveAttribute('data-width', 'xl');
    expect(screen.getByTestId('page')).toHaveClass('cadence-page');
  });
});
