// A planted history written through the real REST API (docs/decisions/045): a routine done on every other
// day, and her energy the next day 7 after it and 5 after a day without it (+2). Used by the rhythm
// and clinician-summary tests, so 'What helps' has a known right answer.
import { addDays } from '@cadence/domain';
import type { TestBrowser } from './test-server';

export interface PlantedHistory {
  routineId: string;
  /** First and last logged day. */
  from: string;
  to: string;
}

/** Creates 'Evening stretch' and logs `days` days ending on `lastDay` (the stretch on even days). */
export async function plantStretchHistory(browser: TestBrowser, userId: string, lastDay: string, days = 44): Promise<PlantedHistory> {
  const routine = (await browser.request('POST', '/api/wellness/routines', {
    userId, type: 'mindfulness', label: 'Evening stretch', frequency: 'daily', notes: '', subtasks: [{ name: 'Stretch', description: '' }], isPersonalized: false, active: true,
  })).json;
  const subtaskId = routine.subtasks[0].id as string;
  const from = addDays(lastDay, -(days - 1));
  for (let i = 0; i < days; i++) {
    const did = i % 2 === 0;
    const prevDid = i > 0 && (i - 1) % 2 === 0;
    const res = await browser.request('POST', '/api/wellness/logs', {
      userId,
      date: addDays(from, i),
      completed: { movement: false, nutrition: false, mindfulness: did, supplement: false },
      subtasks: did ? { [routine.id]: { [subtaskId]: true } } : {},
      ...(i > 0 ? { energy: prevDid ? 7 : 5 } : {}),
    });
    if (res.status !== 200) throw new Error(`log ${addDays(from, i)} → ${res.status} ${res.text.slice(0, 200)}`);
  }
  return { routineId: routine.id as string, from, to: lastDay };
}
