import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH } from '../schemas';
import { acceptedCoachFlags, noteUnits, noticeForReading, readNoteSafety, withCoachFlags, type SentenceFlag, type SentenceFlagModel } from './note-reading';
import type { RedFlagCategory, SignCandidate } from './triage';

/** A stand-in model: flags a category whenever its word appears in the text it is given, and records what it saw. */
function wordModel(words: Partial<Record<RedFlagCategory, RegExp>>): SentenceFlagModel & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    async flag(texts) {
      seen.push(...texts);
      return texts.map((t) =>
        Object.entries(words)
          .filter(([, re]) => (re as RegExp).test(t))
          .map(([category]): SentenceFlag => ({ category: category as RedFlagCategory, confidence: 0.9 })),
      );
    },
  };
}

describe('readNoteSafety: rules first, the model adds recall', () => {
  it('rules alone: mode "rules", flags with source and confidence', async () => {
    const r = await readNoteSafety('Slept badly. I fainted in the shower this morning.', null);
    expect(r.triage).toBe('rules');
    expect(r.sentences).toHaveLength(2);
    expect(r.flags).toEqual([{ category: 'fainting', confidence: 1, source: 'rule', sentence: 1, phrase: 'fainted' }]);
  });

  it('the model adds a category the rules missed, in the sentence it read it', async () => {
    const model = wordModel({ self_harm: /vanish/ });
    const r = await readNoteSafety('Busy day at work. Honestly I could just vanish and nobody would notice.', model);
    expect(r.triage).toBe('rules+model');
    expect(r.flags).toMatchObject([{ category: 'self_harm', source: 'model', sentence: 1, confidence: 0.9 }]);
    expect(noticeForReading(r, { country: 'GB' })?.call?.href).toBe('tel:116123');
  });

  it("the model's tummy-pain flag needs the pain where the tummy is (decision 151)", async () => {
    const model = wordModel({ severe_abdominal_pain: /pain|ache|agony/ });
    for (const quiet of ['slept badly, lower back pain', 'lower back pain', 'my knees and hips ache', 'neck pain from the desk'])
      expect((await readNoteSafety(quiet, model)).flags, quiet).toEqual([]);
    for (const fires of ['agony low down on the right', 'back and tummy pain, been sick all night', 'pain in my side, doubled over', 'sharp pelvic pain'])
      expect((await readNoteSafety(fires, model)).flags.map((f) => f.category), fires).toContain('severe_abdominal_pain');
  });

  it('what the rules know holds back the model: a safe pace, a resupplied medicine, a history that is over (decision 157)', async () => {
    const model = wordModel({ rapid_weight_loss: /lost|down|lose/, medication_change: /tablet|levo|meds|dose/, self_harm: /ending it|hurting myself|harming|suicidal|death|die|murder/, eating_disorder: /binge|restrict|sick|skip/ });
    for (const quiet of [
      'down 1.5kg in 3 weeks, feeling less bloated',
      'lost half a stone since starting 6 weeks ago, slow and steady',
      'nearly ran out of my thyroid tablets but the chemist did an emergency supply',
      "haven't missed a single dose of my levo this month",
      'I used to think about ending it about 10 years ago. I got help and I am doing well now',
      "i have a history of binge eating but i've been in recovery for 4 years, proud of today",
      'no thoughts of harming myself, the mood tracker asked so I am answering honestly. just flat',
      'not suicidal, just tired of the school run',
      "didn't make myself sick, didn't skip meals, just ate normally",
      'kids will be the death of me',
      "I'd rather die than go to another zumba class lol",
      'I could murder a glass of wine tonight',
    ])
      expect((await readNoteSafety(quiet, model)).flags.filter((f) => f.source === 'model'), quiet).toEqual([]);
    for (const fires of ['I have lost 8kg in 2 weeks without trying', 'stopped my levo a week ago, feel better without it', 'I keep thinking about ending it', 'binge then restrict again all week', 'no thoughts of harming myself, I just want to die', 'skipped meals again and made myself sick'])
      expect((await readNoteSafety(fires, model)).flags.length, fires).toBeGreaterThan(0);
  });

  it('a rule flag wins over the model for the same category', async () => {
    const r = await readNoteSafety('I fainted at work', wordModel({ fainting: /faint/ }));
    expect(r.flags).toHaveLength(1);
    expect(r.flags[0]?.source).toBe('rule');
  });

  it.each([
    ['negation', 'no chest pain today, just tired', { chest_pain: /chest/ }],
    ['someone else', 'my mum had a stroke last year', { stroke: /stroke/ }],
    ['figure of speech', 'I could kill for a coffee right now', { self_harm: /kill/ }],
    ['over', 'my calf was swollen years ago, all fine now', { blood_clot: /calf/ }],
  ] as const)('hard negative stays quiet (%s): %s', async (_why, note, words) => {
    const r = await readNoteSafety(note, wordModel(words));
    expect(r.flags).toEqual([]);
  });

  it('the model never sees idioms or quoted words', async () => {
    const model = wordModel({});
    await readNoteSafety('I could kill for a coffee. The leaflet said "chest pain" is serious.', model);
    expect(model.seen.join(' | ')).not.toMatch(/kill|chest pain/);
  });

  it('a coach model may add a flag but never remove one', async () => {
    const r = await readNoteSafety('I fainted', null);
    const more = withCoachFlags(r, [{ category: 'chest_pain', confidence: 0.7 }]);
    expect(more.flags.map((f) => [f.category, f.source])).toEqual([
      ['chest_pain', 'coach_model'],
      ['fainting', 'rule'],
    ]);
    expect(withCoachFlags(r, []).flags).toEqual(r.flags);
  });
});

describe('readNoteSafety: the learned sign guard judges the rules\' flags (decision 162)', () => {
  /** A stand-in guard: a clause stands unless it says one of these words. */
  function guarded(notHers: RegExp): SentenceFlagModel & { judged: SignCandidate[] } {
    const judged: SignCandidate[] = [];
    return {
      judged,
      flag: async (texts) => texts.map(() => []),
      async signsStand(candidates) {
        judged.push(...candidates);
        return candidates.map((c) => !notHers.test(c.clause));
      },
    };
  }

  it('a rule\'s flag the guard judges not hers is dropped, and said as dropped', async () => {
    const r = await readNoteSafety('Slept badly. I fainted in the shower this morning.', guarded(/shower/));
    expect(r.flags).toEqual([]);
    expect(r.guarded).toEqual(['fainting']);
  });

  it('a flag stands when any clause of its sign stands', async () => {
    const model = guarded(/shower/);
    const r = await readNoteSafety('I fainted in the shower. Then I fainted again on the stairs at work.', model);
    expect(r.flags.map((f) => f.category)).toEqual(['fainting']);
    expect(r.guarded).toEqual([]);
    expect(model.judged.every((c) => c.category === 'fainting')).toBe(true);
  });

  it('without a guard, or with guard: false, every rule flag stands; notes with no rule flag ask nothing', async () => {
    expect((await readNoteSafety('I fainted in the shower this morning.', null)).flags).toHaveLength(1);
    expect((await readNoteSafety('I fainted in the shower this morning.', guarded(/shower/), { guard: false })).flags).toHaveLength(1);
    const model = guarded(/./);
    await readNoteSafety('Slept well, walked 8k steps, feeling good.', model);
    expect(model.judged).toEqual([]);
  });
});

describe('readNoteSafety: bad input gets a clear answer and loses nothing', () => {
  it('a 5,000-character note: every sentence is read, one alarming sentence in the middle counts', async () => {
    const filler = 'Walked the dog and had soup for lunch, then answered emails for a while. ';
    let note = filler.repeat(30) + 'My face is drooping on one side. ';
    while (note.length < MAX_NOTE_LENGTH - filler.length) note += filler;
    const model = wordModel({});
    const r = await readNoteSafety(note, model);
    expect(note.length).toBeGreaterThan(4900);
    expect(r.sentences.length).toBeGreaterThan(60);
    expect(r.flags.map((f) => f.category)).toEqual(['stroke']);
    expect(model.seen.length).toBeGreaterThanOrEqual(r.sentences.length);
  });

  it('emoji only: nothing to read, and it says so', async () => {
    const r = await readNoteSafety('😭😭😭', wordModel({}));
    expect(r.flags).toEqual([]);
    expect(r.unread).toEqual([{ sentence: 0, reason: 'no_words' }]);
  });

  it('a pasted list: one sentence per item, bullets dropped', async () => {
    const r = await readNoteSafety('- slept 5h\n- hot flushes x3\n* passed out at the bus stop', null);
    expect(r.sentences).toEqual(['slept 5h', 'hot flushes x3', 'passed out at the bus stop']);
    expect(r.flags).toMatchObject([{ category: 'fainting', sentence: 2 }]);
  });

  it('another language: the reading says it could not read it', async () => {
    const model = wordModel({});
    const r = await readNoteSafety("Je suis très fatiguée aujourd'hui et j'ai mal à la tête, mais ça va.", model);
    expect(r.language).toBe('other');
    expect(r.unread).toEqual([{ sentence: 0, reason: 'language' }]);
    expect(model.seen).toEqual([]);
  });

  it('another script: the same', async () => {
    const r = await readNoteSafety('Сегодня я очень устала', null);
    expect(r.language).toBe('other');
  });

  it('English with an emoji reads as English', async () => {
    const r = await readNoteSafety('Great walk today 💪 feeling strong', null);
    expect(r.language).toBe('en');
    expect(r.unread).toEqual([]);
  });
});

describe('noteUnits: a sentence that leans on the one before is also read with it (decision 140)', () => {
  it('"It started an hour ago" is joined to the end of the sentence before', () => {
    const units = noteUnits(['Tight pressure in my chest.', 'It started an hour ago and is spreading to my jaw.']);
    expect(units.filter((u) => u.context)).toEqual([{ sentence: 1, unit: 'tight pressure in my chest it started an hour ago and is spreading to my jaw', context: true }]);
    expect(units.filter((u) => !u.context).map((u) => u.sentence)).toEqual([0, 1]);
  });

  it('a note in her diary voice is read as hers in every sentence, as the rules read it (decisions 174, 177)', () => {
    const diary = ['She woke at six with the worst headache of her life.', 'Her left arm went numb.', 'Nobody told her to worry.'];
    const units = noteUnits(diary).filter((u) => !u.context).map((u) => u.unit);
    expect(units).toContain('my left arm went numb');
    expect(units).toContain('i woke at six with the worst headache of my life');
    // A short note that opens with "she" may be about anyone: kept as written.
    expect(noteUnits(["She's been skipping her meds."]).map((u) => u.unit)).toEqual(["she's been skipping her meds"]);
  });

  it('a sentence that stands alone, the first sentence and an unreadable neighbour get no context unit', () => {
    expect(noteUnits(['It hurts.', 'My chest hurts.']).some((u) => u.context)).toBe(false);
    expect(noteUnits(['Brustschmerzen seit heute.', 'It is getting worse.'], (i) => i !== 0).some((u) => u.context)).toBe(false);
  });

  it('no context unit when the two together would not fit one window', () => {
    const long = Array.from({ length: 35 }, (_, i) => `word${i}`).join(' ');
    expect(noteUnits([`${long}.`, 'It came on suddenly this morning after breakfast.']).some((u) => u.context)).toBe(false);
  });

  it('her status in one sentence and a sign in another are also read together, in order (decision 157)', () => {
    const units = noteUnits(['Hi, a pinkish discharge a few times.', 'Last period was 2019.']);
    expect(units.filter((u) => u.context)).toEqual([{ sentence: 0, unit: 'hi, a pinkish discharge a few times last period was 2019', context: true }]);
    expect(noteUnits(['36 weeks.', 'Baby has been really quiet today.']).filter((u) => u.context).map((u) => u.unit)).toEqual(['36 weeks baby has been really quiet today']);
    // No status, or no sign: nothing joined.
    expect(noteUnits(['Slept badly.', 'Baby has been really quiet today.']).some((u) => u.context)).toBe(false);
    expect(noteUnits(['36 weeks.', 'Made a lasagne.']).some((u) => u.context)).toBe(false);
    // A long note joins a few at most.
    const many = ['Post menopause for 5 years.', ...Array.from({ length: 20 }, (_, i) => `Some pain number ${i}.`)];
    expect(noteUnits(many).filter((u) => u.context).length).toBeLessThanOrEqual(6);
  });

  it('the model reads the joined unit, and its flag is placed in the leaning sentence', async () => {
    const model = wordModel({ stroke: /arm feels odd it came on/ });
    const r = await readNoteSafety('My arm feels odd. It came on all of a sudden.', model, { rules: false });
    expect(model.seen).toContain('my arm feels odd it came on all of a sudden');
    expect(r.flags).toMatchObject([{ category: 'stroke', source: 'model', sentence: 1 }]);
  });
});

describe('acceptedCoachFlags: what a coach model may add (decision 146)', () => {
  const note = 'Slept badly again. Since this morning my left leg is swollen and hot and it hurts to walk. Work was fine.';
  it('takes a flag shown by her own words, in the sentence they come from', () => {
    expect(acceptedCoachFlags(note, [{ category: 'blood_clot', quote: '“my left leg is swollen and hot”' }])).toEqual([
      { category: 'blood_clot', confidence: 0.6, sentence: 1 },
    ]);
  });
  it('refuses words that are not hers, too short, an unknown category, or a second flag of one category', () => {
    expect(acceptedCoachFlags(note, [{ category: 'blood_clot', quote: 'my calf is red and painful' }])).toEqual([]);
    expect(acceptedCoachFlags(note, [{ category: 'blood_clot', quote: 'swollen' }])).toEqual([]);
    expect(acceptedCoachFlags(note, [{ category: 'sunburn', quote: 'my left leg is swollen' }])).toEqual([]);
    expect(
      acceptedCoachFlags(note, [
        { category: 'blood_clot', quote: 'my left leg is swollen' },
        { category: 'blood_clot', quote: 'it hurts to walk' },
      ]),
    ).toHaveLength(1);
  });
  it('never takes what the rules read as not hers now: negated, someone else, or past', () => {
    expect(acceptedCoachFlags('No chest pain or tightness today, just tired.', [{ category: 'chest_pain', quote: 'chest pain or tightness today' }])).toEqual([]);
    expect(acceptedCoachFlags('My mum had crushing chest pain last night.', [{ category: 'chest_pain', quote: 'had crushing chest pain last night' }])).toEqual([]);
    expect(acceptedCoachFlags('Years ago I had a clot in my leg, all fine now.', [{ category: 'blood_clot', quote: 'a clot in my leg' }])).toEqual([]);
  });
  it('only adds: the rules\' flags stay whatever the coach model says', async () => {
    const r = await readNoteSafety('crushing chest pain and my left arm is heavy', null);
    const more = withCoachFlags(r, acceptedCoachFlags('crushing chest pain and my left arm is heavy', []));
    expect(more.flags).toEqual(r.flags);
  });
});
