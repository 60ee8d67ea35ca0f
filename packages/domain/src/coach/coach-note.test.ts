import { describe, expect, it } from 'vitest';
import { routineTypeFor, senseTypeOf } from '../classifiers/categorize';
import { acknowledgeCheckIn, changesStillTrue, firstNameOf, joinAnd, noteSentences, URGENT_HOLD, writeCoachNote, type CoachNoteInput } from './coach-note';
import { dailyMotivationFor, personalizedTipFor, tipEffortInWords } from './daily-content';
import { routineIntents } from './intents';
import { lifeSignalsFrom } from './life-signals';
import { weeklyCheckInReply } from './weekly-reply';
import { readNote, reviewText } from '../reading/read-note';

const base: CoachNoteInput = { name: 'Priya Shah', day: 3, counts: { total: 4, done: 1, next: 'Morning walk' }, seed: 'u1' };

describe('writeCoachNote', () => {
  it('day 1 welcomes her by name and never scolds', () => {
    const note = writeCoachNote({ ...base, day: 1, counts: { total: 4, done: 0, next: 'Morning walk' } });
    expect(note).toMatch(/^Welcome, Priya/);
    expect(note).toContain('doing even one of them today is a good start');
    expect(note).not.toMatch(/fewer|missed/);
  });

  it('says back what she said, in her terms, and what changed', () => {
    const note = writeCoachNote({
      ...base,
      checkIn: { note: 'Slept badly and my lower back hurts' },
      changes: [{ label: 'Swapped “Run” for gentle mobility' }, 'Added an evening wind-down'],
    });
    expect(note).toMatch(/you slept badly and your lower back hurts[,;] (?:so )?I swapped “Run” for gentle mobility and added an evening wind-down/i);
  });

  it.each([
    ['woke at 3am', 'you kept waking in the night'],
    ['knackered', 'you feel knackered'],
    ['no energy at all', 'your energy is low'],
    ['brain fog', 'your head feels foggy'],
    ['migraine again', 'you have a migraine'],
    ['headache', 'you have a headache'],
    ['upper back ache', 'your upper back hurts'],
    ['backache', 'your back hurts'],
    ['stiff neck', 'your neck hurts'],
    ['sore shoulders', 'your shoulders hurt'],
    ['sore knees', 'your knees hurt'],
    ['sore hips', 'your hips hurt'],
    ['achy joints', 'your joints ache'],
    ['feeling stiff', 'you feel stiff'],
    ['period pain', 'you have cramps'],
    ['bloated', 'you feel bloated'],
    ['heartburn', 'your stomach is upset'],
    ['nauseous', 'you feel sick'],
    ['hot flashes', 'the hot flashes are bothering you'],
    ['night sweats', 'you had night sweats'],
    ['sugar cravings', 'you have cravings'],
    ['overwhelmed', 'you feel overwhelmed'],
    ['under so much stress', 'you feel stressed'],
    ['worried', 'you feel worried'],
    ['panicky', 'you feel anxious'],
    ['feeling down', 'you feel low'],
    ['grumpy', 'you feel irritable'],
    ['kept waking, less than before', 'your sleep is a little better'],
    ['fewer hot flushes', 'the hot flushes are easing'],
    ['fewer hot flashes', 'the hot flashes are easing'],
    ['night sweats are less', 'the night sweats are easing'],
    ['lower back pain is better', 'your lower back is a bit better'],
    ['neck pain better', 'your neck is a bit better'],
    ['bloating is easing', 'the bloating is easing'],
    ['Forgot my supplements again', 'you forgot your supplements'],
    ['forgot to take my magnesium', 'you forgot your magnesium'],
  ])('%j → %j', (note, phrase) => {
    expect(acknowledgeCheckIn({ note })?.toLowerCase()).toContain(phrase);
  });

  it('reads levels and symptom lists when there are no words to repeat', () => {
    expect(acknowledgeCheckIn({ energy: 8 })).toBe('You feel good today');
    expect(acknowledgeCheckIn({ energy: 2 })).toBe('Your energy is low today');
    expect(acknowledgeCheckIn({ symptoms: ['acne'] })).toBe('You mentioned acne');
    expect(acknowledgeCheckIn({ note: 'just checking in' })).toBeNull();
    expect(writeCoachNote({ ...base, checkIn: { note: 'just checking in' } })).toMatch(/Thank you for checking in today|Thanks for letting me know|Good to hear from you/);
    expect(writeCoachNote({ ...base, checkIn: { note: 'bloated' } })).toMatch(/bloated/);
    expect(writeCoachNote({ ...base, changes: ['Added water'] })).toMatch(/I added water/i);
  });

  it('counts: none, all done, some done; beyond 45 days; no day; no name; safety first', () => {
    expect(writeCoachNote({ ...base, counts: { total: 0, done: 0 } })).toMatch(/No routines are scheduled|Nothing is scheduled/);
    expect(writeCoachNote({ ...base, counts: { total: 1, done: 1 } })).toMatch(/Your task is done today|You have done everything/);
    expect(writeCoachNote({ ...base, counts: { total: 5, done: 2, next: null } })).toMatch(/2 of 5/);
    expect(writeCoachNote({ ...base, day: 50 })).toContain('Priya, you are 5 days beyond your 45-Day Hormone Reset');
    expect(writeCoachNote({ ...base, name: null, day: 50 })).toMatch(/^You are 5 days beyond/);
    expect(writeCoachNote({ ...base, day: null })).toMatch(/^Priya, here is your plan for today/);
    expect(writeCoachNote({ ...base, name: 'Cadence Member', day: null })).toMatch(/^You have done 1 of 4/);
    expect(writeCoachNote({ ...base, hasSafety: true })).toMatch(/^Please read the safety notice first/);
    expect(writeCoachNote({ ...base, programName: 'Calm Reset' })).toContain('Calm Reset');
  });

  it('an urgent safety notice ends the note: no welcome, counts or praise under it', () => {
    const note = writeCoachNote({ ...base, day: 1, counts: { total: 2, done: 2 }, checkIn: { note: 'chest pain' }, safetyUrgent: true });
    expect(note).toBe(`Please read the safety notice first; your health comes before any plan. ${URGENT_HOLD}`);
    // A caution (e.g. a supplement to check with her prescriber) still leads, and the day's note follows it.
    const caution = writeCoachNote({ ...base, counts: { total: 2, done: 2 }, hasSafety: true });
    expect(caution).toMatch(/^Please read the safety notice first/);
    expect(caution.length).toBeGreaterThan(note.length);
    expect(caution).not.toContain(URGENT_HOLD);
  });

  it('history: streak, yesterday, the week’s trend; never yesterday’s sentences', () => {
    const history = { streak: 3, yesterday: { checkedIn: true, energy: 2, done: 2, total: 4 }, weekTrend: 'improving' as const };
    const seen = new Set<string>();
    for (const [trend, today] of [
      ['improving', undefined],
      ['declining', undefined],
      ['stable', { energy: 7 }],
      ['unknown', undefined],
    ] as const) {
      const note = writeCoachNote({ ...base, history: { ...history, weekTrend: trend }, checkIn: today ?? null });
      seen.add(note);
    }
    expect([...seen].join(' ')).toMatch(/energy has been rising|energy has dipped|energy is up on yesterday|energy was low/);
    const all = writeCoachNote({ ...base, history: { streak: 5, yesterday: { checkedIn: true, done: 4, total: 4 }, weekTrend: 'stable' } });
    expect(all).toMatch(/finished all 4 tasks|days? (?:in a row|running)/);
    // Same day twice with yesterday's note: no sentence repeats.
    let yesterdayNote: string | null = null;
    for (let day = 2; day <= 12; day++) {
      const note = writeCoachNote({ ...base, day, history: { streak: day - 1, yesterday: { checkedIn: true, done: 1, total: 4 } }, yesterdayNote, checkIn: { note: 'bloated' }, changes: ['Added a walk'] });
      const repeated = noteSentences(note).filter((s) => noteSentences(yesterdayNote).includes(s));
      expect(repeated).toEqual([]);
      yesterdayNote = note;
    }
    expect(writeCoachNote({ ...base, history: { streak: 0, yesterday: null } })).not.toMatch(/yesterday/i);
  });

  it('helpers', () => {
    expect(firstNameOf(' ')).toBeNull();
    expect(firstNameOf('Mary Anne')).toBe('Mary');
    expect(joinAnd([])).toBe('');
    expect(joinAnd(['a', 'b', 'c'])).toBe('a, b and c');
    expect(noteSentences(null)).toEqual([]);
  });
});

describe('daily content', () => {
  it('without a programme day: a rotation; with one: day-fit lines, nothing repeated', () => {
    const noDay = dailyMotivationFor('u', '2025-03-10');
    expect(noDay.message).not.toMatch(/yesterday/i);
    expect(personalizedTipFor({ id: 'u' }, '2025-03-10').title.length).toBeGreaterThan(0);
    const user = { id: 'u', createdAt: '2025-03-01', challenges: ['Sleep Issues'] };
    const low = dailyMotivationFor(user, '2025-03-05', { yesterday: { energy: 2, ticked: [] } });
    expect(low.message).toMatch(/Yesterday was hard|easiest|slower|Low days|kind|allowed|Rest/);
    const good = dailyMotivationFor(user, '2025-03-05', { yesterday: { energy: 7, ticked: ['movement'], done: 3, total: 4 } });
    expect(good.message.length).toBeGreaterThan(0);
    const shown: string[] = [];
    for (let d = 1; d <= 45; d++) {
      const m = dailyMotivationFor(user, '2025-03-01', { day: d, shownBefore: [...shown] }).message;
      const t = personalizedTipFor(user, '2025-03-01', { day: d, shownBefore: [...shown], yesterday: { mood: 2, ticked: ['mindfulness'] } }).title;
      expect(shown).not.toContain(m);
      expect(shown).not.toContain(t);
      shown.push(m, t);
    }
    // Recomputed history (no shownBefore): still no repeat across 45 days for a neutral user.
    const lines = Array.from({ length: 45 }, (_, i) => dailyMotivationFor({ id: 'n', createdAt: '2025-01-01' }, `2025-0${1 + Math.floor(i / 31)}-${String((i % 31) + 1).padStart(2, '0')}`).message);
    expect(new Set(lines).size).toBe(45);
    expect(dailyMotivationFor({ id: 'x', createdAt: 'not a date' }, '2025-01-01').message.length).toBeGreaterThan(0);
  });

  it('effort in words', () => {
    expect(tipEffortInWords({ title: 'Try a Longer Out-Breath', difficulty: 'easy' })).toBe('Easy: 2 minutes');
    expect(tipEffortInWords({ title: 'From the LLM', difficulty: 'medium' })).toBe('Medium: 10-15 minutes');
    expect(tipEffortInWords({ title: 'From the LLM', difficulty: 'hard' })).toBe('Harder: 20 minutes or more');
  });
});

describe('sense typing, intents and life signals', () => {
  it('types a routine she names: spec keywords first, then sense', () => {
    expect(routineTypeFor('Drink more water')).toBe('nutrition');
    expect(routineTypeFor('Cut caffeine after noon')).toBe('nutrition');
    expect(routineTypeFor('Pilates')).toBe('movement');
    expect(routineTypeFor('Gratitude journal')).toBe('mindfulness');
    expect(routineTypeFor('Iron tablets')).toBe('supplement');
    expect(routineTypeFor('Morning walk')).toBe('movement');
    expect(routineTypeFor('Call my sister')).toBe('other');
    expect(senseTypeOf('')).toBeNull();
  });
  it('routine intents read label, notes and subtasks', () => {
    expect([...routineIntents({ label: 'Evening', notes: null, subtasks: [{ name: 'Screens off', description: null }] })]).toEqual(['wind-down']);
  });
  it('life signals', () => {
    expect(lifeSignalsFrom(["I'm on the pill"]).naturalCycle).toBe(false);
    expect(lifeSignalsFrom(['I came off the pill last year']).naturalCycle).toBe(true);
    expect(lifeSignalsFrom(['not pregnant']).pregnant).toBe(false);
    expect(lifeSignalsFrom(['Breastfeeding my son', null]).naturalCycle).toBe(false);
    expect(lifeSignalsFrom(['on HRT']).hrt).toBe(true);
    expect(lifeSignalsFrom(['night sweats']).perimenopause).toBe(true);
  });
});

describe('weeklyCheckInReply', () => {
  /** As the dashboard calls it: with the review's stored reading. */
  const reply = (input: Parameters<typeof weeklyCheckInReply>[0]) => weeklyCheckInReply({ ...input, reading: readNote(reviewText(input)) });

  it('"I sleep OK, just busy" gets no sleep advice (the reading says sleep is fine)', () => {
    const text = reply({ energyMoodScore: 6, whatDidntHelp: 'I sleep OK, just busy' });
    expect(text).not.toMatch(/wind-down|bedroom/);
    expect(text).toMatch(/10-minute version/);
  });

  it('says what she reported and one suggestion', () => {
    expect(reply({ energyMoodScore: 4, whatHelped: 'Evening walks. And tea', whatDidntHelp: 'Poor sleep all week', name: 'Priya' })).toBe(
      'Thank you, Priya. You rated your week 4/10, a mixed week. You said “Evening walks” helped and “Poor sleep all week” was hard. For this week: start your evening wind-down 30 minutes earlier and keep screens out of the bedroom.',
    );
    expect(reply({ energyMoodScore: 9, whatHelped: 'Yoga' })).toMatch(/^Thank you\. You rated your week 9\/10, a strong week\. You said “Yoga” helped\. For this week: keep “Yoga”/);
    expect(reply({ energyMoodScore: 2, whatDidntHelp: 'I kept forgetting my pills' })).toMatch(/a hard week.*“I kept forgetting my pills” was hard.*kettle/);
    expect(reply({ energyMoodScore: 6, whatDidntHelp: 'x'.repeat(80) })).toMatch(/\.\.\.” was hard\. For this week: pick the one routine/);
    for (const [hard, word] of [
      ['bloated', 'ate'],
      ['no time at all', '10-minute'],
      ['so stressed', 'breathing'],
      ['back pain', 'mobility'],
      ['exhausted', 'daylight'],
    ] as const) {
      expect(reply({ energyMoodScore: 5, whatDidntHelp: hard })).toContain(word);
    }
  });
});

describe('routineReason', () => {
  it('quotes her words, falls back gently', async () => {
    const { routineReason } = await import('./routine-reason');
    expect(routineReason({ label: 'Evening Relaxation Wind-Down', subtasks: [{ name: 'Screens off an hour before bed', description: '' }] }, ["I can't sleep"])).toBe(
      'Because you mentioned “can\'t sleep”: a calm, screen-free evening helps your body get ready for sleep.',
    );
    expect(routineReason({ label: 'Cool Evenings for Hot Flushes', subtasks: [] }, ['night sweats'])).toMatch(/hot flushes or night sweats/);
    expect(routineReason({ label: 'Daily Supplement Support', subtasks: [] }, [])).toMatch(/pharmacist/);
    expect(routineReason({ label: 'Custom', subtasks: [] }, [null])).toMatch(/gentle foundation/);
  });
});

describe('changes read as one sentence (docs/decisions/041)', () => {
  it('names the tasks moved up together and does not say "added" twice', () => {
    const note = writeCoachNote({
      name: 'Maya',
      day: 3,
      checkIn: { note: 'Slept badly and my lower back hurts' },
      changes: ['Put “Evening stretch” first', 'Put “Evening Wind-Down” next', 'Put “Evening Wind-Down” next'],
      counts: { total: 6, done: 0 },
      seed: 'u1',
    });
    // Only one task is first; a name is said once (decision 096).
    expect(note).toContain('put “Evening stretch” first and “Evening Wind-Down” next');
    expect(note.match(/Evening Wind-Down/g)).toHaveLength(1);
    expect(note.match(/put/g)).toHaveLength(1);
    const legacy = writeCoachNote({ name: 'Maya', day: 3, changes: ['Moved “A” to the top', 'Moved “B” to the top', 'Moved “C” to the top'], counts: { total: 6, done: 0 }, seed: 'u1' });
    expect(legacy).toContain('put “A” first, then “B” and “C”');
    // A task put first whose place was taken since (she unticked one above it) is no longer announced.
    const tasks = [{ label: 'A', status: 'pending' }, { label: 'B', status: 'pending' }, { label: 'C', status: 'done' }];
    expect(changesStillTrue(['Put “B” first', 'Added a walk'], tasks)).toEqual(['Added a walk']);
    expect(changesStillTrue(['Put “A” first', 'Put “B” next'], tasks)).toEqual(['Put “A” first', 'Put “B” next']);
    // A later check-in whose task goes after the one an earlier check-in put first says "next", never "first".
    const later = writeCoachNote({ name: 'Maya', day: 3, changes: ['Put “B” next'], counts: { total: 6, done: 0 }, seed: 'u1' });
    expect(later).toContain('put “B” next');
    expect(later).not.toContain('first');
    const added = writeCoachNote({
      name: 'Maya',
      day: 3,
      checkIn: { note: 'Headache and bloated' },
      changes: ['Added water and a screen break', 'Added a gentle walk after a meal'],
      counts: { total: 6, done: 0 },
      seed: 'u1',
    });
    expect(added).toContain('added water and a screen break and a gentle walk after a meal');
    expect(added.match(/added/g)).toHaveLength(1);
  });
});

describe("yesterday's check-in said back (docs/decisions/041)", () => {
  it('on a morning without a check-in, in the past tense; a good day reads as good news', () => {
    const hard = writeCoachNote({
      name: 'Priya',
      day: 2,
      counts: { total: 4, done: 0 },
      history: { streak: 1, yesterday: { checkedIn: true, note: 'I feel exhausted and my lower back hurts' } },
      seed: 'u2',
    });
    expect(hard).toMatch(/yesterday (?:you (?:told me|said) )?you felt exhausted and your lower back hurt\b/i);
    const good = writeCoachNote({
      name: 'Priya',
      day: 2,
      counts: { total: 4, done: 0 },
      history: { streak: 1, yesterday: { checkedIn: true, note: 'Fewer hot flushes, sleeping better', energy: 7 } },
      seed: 'u2',
    });
    expect(good).toMatch(/hot flushes were easing/);
    expect(good).not.toMatch(/kinder|start gently/);
  });
});

describe('good news about sleep is heard (docs/decisions/041)', () => {
  it('"Slept a bit better last night" is said back, not thanked generically', () => {
    expect(acknowledgeCheckIn({ note: 'Slept a bit better last night' })).toBe('Your sleep is a little better');
    expect(acknowledgeCheckIn({ note: 'A better night, finally' })).toBe('Your sleep is a little better');
  });
});
