import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { SymptomSummary } from './symptom-summary';

describe('SymptomSummary', () => {
  it('lists the tracked symptoms her notes name', async () => {
    await renderScreen(() => <SymptomSummary texts={['Poor sleep and stress', '']} />);
    expect(await screen.findByRole('list', { name: 'Symptoms mentioned today' })).toHaveTextContent(/stress.*sleep/);
  });

  it('with notes that name none, says which symptoms it looks for instead of "no symptoms"', async () => {
    await renderScreen(() => <SymptomSummary texts={['heavy bleeding for two days and I feel faint', '']} />);
    expect(
      await screen.findByText("Today's notes name none of the symptoms tracked here (fatigue, stress, sleep, pain, mood, digestive)."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No symptoms/)).not.toBeInTheDocument();
  });

  it('without notes, says there are none yet', async () => {
    await renderScreen(() => <SymptomSummary texts={['', '  ']} />);
    expect(await screen.findByText('No notes yet today.')).toBeInTheDocument();
  });
});
