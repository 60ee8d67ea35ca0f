import { readNote } from '@cadence/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { SymptomSummary } from './symptom-summary';

describe('SymptomSummary (from the stored reading)', () => {
  it('lists the tracked symptoms her notes name', async () => {
    await renderScreen(() => <SymptomSummary reading={readNote('Poor sleep and stress')} />);
    expect(await screen.findByRole('list', { name: 'Symptoms mentioned today' })).toHaveTextContent(/stress.*sleep/);
  });

  it('"Two hot flushes in the night" shows hot flushes; "No pain today" shows no pain', async () => {
    await renderScreen(() => <SymptomSummary reading={readNote('Two hot flushes in the night. No pain today.')} />);
    const list = await screen.findByRole('list', { name: 'Symptoms mentioned today' });
    expect(list).toHaveTextContent('hot flushes');
    expect(list).not.toHaveTextContent(/pain/);
  });

  it('a note about heavy bleeding and feeling faint says it needs care first, never "none of the symptoms"', async () => {
    await renderScreen(() => <SymptomSummary reading={readNote('heavy bleeding for two days and I feel faint')} />);
    expect(await screen.findByRole('note')).toHaveTextContent(/needs care first: .*(bleeding|faint)/i);
    expect(screen.queryByText(/name none of the symptoms/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No symptoms/)).not.toBeInTheDocument();
  });

  it('with notes that name none, says which symptoms it looks for', async () => {
    await renderScreen(() => <SymptomSummary reading={readNote('Lovely day at the beach')} />);
    expect(
      await screen.findByText("Today's notes name none of the symptoms tracked here (fatigue, stress, sleep, pain, mood, digestive, hot flushes)."),
    ).toBeInTheDocument();
  });

  it('without notes, says there are none yet', async () => {
    await renderScreen(() => <SymptomSummary reading={null} />);
    expect(await screen.findByText('No notes yet today.')).toBeInTheDocument();
  });
});
