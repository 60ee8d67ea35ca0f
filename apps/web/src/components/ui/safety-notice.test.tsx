import { triageText } from '@cadence/domain';
import { fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app';
import { createQueryClient } from '../../lib/query-client';
import { SafetyNotice } from './safety-notice';
import { SupplementCautionLine } from './supplement-caution';

const render = (ui: ReactNode) => rtlRender(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SafetyNotice (docs/decisions/037)', () => {
  it('leads with the action and a tel: button; why and steps are folded', () => {
    const notice = triageText('I have had heavy bleeding for two days and feel faint', { country: 'GB' })!;
    render(<SafetyNotice notice={notice} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent?.indexOf('You said you have very heavy bleeding and you feel faint: call 999 now.')).toBeLessThan(
      alert.textContent?.indexOf('Why') ?? 0,
    );
    expect(within(alert).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getByTestId('safety-why').tagName).toBe('DETAILS');
    expect(screen.getByTestId('safety-why')).not.toHaveAttribute('open');
  });

  it('an urgent notice folds what to do until help comes; a caution, what to do next (decision 158)', () => {
    const urgent = triageText('crushing chest pain going into my jaw', { country: 'GB' })!;
    const { unmount } = render(<SafetyNotice notice={urgent} />);
    expect(within(screen.getByTestId('safety-why')).getByText('Why, and what to do until help comes')).toBeInTheDocument();
    unmount();
    const caution = triageText('I stopped my sertraline last week on my own', { country: 'GB' })!;
    render(<SafetyNotice notice={caution} />);
    expect(within(screen.getByTestId('safety-why')).getByText('Why, and what to do next')).toBeInTheDocument();
  });

  it("uses the browser's region when her location named no country (never shows another number first)", async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US'] });
    render(<SafetyNotice notice={triageText('I want to end my life')!} />);
    expect(screen.queryByRole('link', { name: 'Call 112' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  });

  it('a notice raised just now takes focus, named by its action, and the first Tab stop in it is Call', () => {
    const notice = triageText('I have crushing chest pain', { country: 'GB' })!;
    const { unmount } = render(<SafetyNotice notice={notice} takeFocus planUnchanged />);
    const alert = screen.getByRole('alert', { name: /call 999 now/ });
    expect(document.activeElement).toBe(alert);
    expect(alert).toHaveAttribute('tabindex', '-1');
    const tabbable = alert.querySelectorAll('a[href], button, summary');
    expect(tabbable[0]).toBe(within(alert).getByRole('link', { name: 'Call 999' }));
    unmount();
    // One she comes back to (no takeFocus) leaves focus where it is.
    render(<SafetyNotice notice={notice} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('offers to hide the notice when the dashboard keeps it', () => {
    const onDismiss = vi.fn();
    render(<SafetyNotice notice={triageText('I fainted', { country: 'IE' })!} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide this notice' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  });
});

describe('SupplementCautionLine', () => {
  it('shows a plain lead and the reason', () => {
    render(<SupplementCautionLine caution={{ tier: 'unknown', message: 'We could not check this one against your medicines and health.' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Not checked: We could not check this one');
  });
});
