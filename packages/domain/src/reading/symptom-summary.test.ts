// The Log's daily tab and weekly tab say the same of one check-in (docs/decisions/110, 156): both read the log's
// stored reading, the weekly tab in the daily summary's words and order.
import { describe, expect, it } from 'vitest';
import { extractFromNote } from '../coach/note-extract';
import { weeklyStatsFromLogs } from '../engine/weekly';
import { readNote } from './read-note';
import { summarySymptoms, summaryWordsOf } from './symptom-summary';

const MONDAY = '2026-11-23';
const TODAY = '2026-11-25';
const logOf = (note: string, llmExtract: unknown = extractFromNote(note)) => ({
  date: TODAY,
  notes: note,
  transcript: note,
  reading: readNote(note),
  llmExtract,
  completed: { movement: false, nutrition: false, mindfulness: false, supplement: false },
  subtasks: {},
});
const weeklyTab = (log: ReturnType<typeof logOf>) => summaryWordsOf(weeklyStatsFromLogs([log as never], MONDAY, TODAY, [], MONDAY).commonSymptoms);
const dailyTab = (log: ReturnType<typeof logOf>) => summarySymptoms([log.reading]);

describe('one check-in, the same symptoms on the Log\'s daily and weekly tabs', () => {
  it.each([
    ['slept badly, lower back pain', ['sleep', 'pain']],
    ['Exhausted and bloated, craving sugar', ['fatigue', 'digestive']],
    ['Hot flushes at night, anxious', ['stress', 'hot flushes']],
    ['No headache today but my knee hurts', ['pain']],
    ['Brain fog and headache', ['fatigue', 'pain']],
    ['My daughter has a migraine. Lovely calm day otherwise.', []],
  ])('%j → %j on both', (note, words) => {
    const log = logOf(note);
    expect(dailyTab(log)).toEqual(words);
    expect(weeklyTab(log)).toEqual(words);
  });

  it("an LLM extract's own names do not add to the weekly tab when the log has its reading", () => {
    const log = logOf('No headache today, slept well.', { symptoms: ['headache', 'insomnia'], mood: 'ok' });
    expect(dailyTab(log)).toEqual([]);
    expect(weeklyTab(log)).toEqual([]);
  });

  it('summaryWordsOf: detailed names to summary words, each once, in the summary order; unknown names left out', () => {
    expect(summaryWordsOf(['night sweats', 'back pain', 'headache', 'cravings', 'Poor Sleep', 'something else', 'fatigue'])).toEqual(['fatigue', 'sleep', 'pain', 'hot flushes']);
  });
});
