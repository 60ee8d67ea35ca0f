import { describe, expect, it } from 'vitest';
import { NoteReadingSchema } from '../schemas/reading';
import { readNote, readingOfLog, withFlags } from './read-note';
import { concernTopics, fineTopics, presentSymptoms } from './views';
import { summarySymptoms } from './symptom-summary';

const present = (t: string) => presentSymptoms(readNote(t)).map((s) => s.symptom);

describe('readNote', () => {
  it('"Two hot flushes in the night" is a hot flush at night', () => {
    const r = readNote('Two hot flushes in the night');
    expect(present('Two hot flushes in the night')).toEqual(['hot flushes']);
    expect(r.symptoms[0]?.atNight).toBe(true);
    expect(summarySymptoms([r])).toEqual(['hot flushes']);
  });

  it('negation: "No pain today" names no pain; "I sleep OK, just busy" makes sleep fine, not a concern', () => {
    expect(summarySymptoms([readNote('No pain today')])).toEqual([]);
    const r = readNote('I sleep OK, just busy');
    expect(fineTopics(r)).toEqual(['sleep']);
    expect(concernTopics(r)).toEqual([]);
    expect(fineTopics(readNote('sleep is fine but my back is sore'))).toEqual(['sleep']);
    expect(concernTopics(readNote("can't sleep, wake at 3am"))).toContain('sleep');
  });

  it('someone else and resolved symptoms do not count', () => {
    expect(present('My daughter has a headache')).toEqual([]);
    expect(present('The headache has gone')).toEqual([]);
    expect(present('I used to have hot flushes')).toEqual([]);
    expect(present('I have a headache')).toEqual(['headache']);
  });

  it('severity words', () => {
    expect(readNote('terrible back pain').symptoms[0]?.severity).toBe('severe');
    expect(readNote('a bit of back pain').symptoms[0]?.severity).toBe('mild');
    expect(readNote('terrible back pain').pain).toBe('severe');
  });

  it('medicines, supplements and herbs, with misspellings; negated ones are left out', () => {
    const r = readNote('I take levothyroxin every morning and some ashwagandha. Not on HRT.');
    expect(r.medicines.map((m) => [m.name, m.kind])).toEqual([
      ['Levothyroxine', 'medication'],
      ['Ashwagandha', 'herb'],
    ]);
    expect(r.medicines[0]?.medicationClass).toBe('thyroid_hormone');
  });

  it('what helped and what did not', () => {
    const r = readNote('The breathing helped me. The late walk did nothing for my sleep.');
    expect(r.effects).toEqual([
      { what: 'the breathing', helped: true, intents: ['breathing'] },
      { what: 'the late walk', helped: false, intents: ['walk'] },
    ]);
  });

  it('what she misses, not a walk she skipped today', () => {
    expect(readNote('I really miss my evening walks').misses).toEqual([{ what: 'my evening walks', intents: ['walk'] }]);
    expect(readNote('I missed my walk today').misses).toEqual([]);
  });

  it('mood and energy', () => {
    const r = readNote('Exhausted and anxious, energy 3/10');
    expect(r.energy).toBe(3);
    expect(r.mood).toBe('anxious');
  });

  it('red flags come from triage, with category, confidence and source; a model may add, never remove', () => {
    const r = readNote('I want to end my life');
    expect(r.redFlags).toEqual([{ category: 'self_harm', confidence: 1, source: 'rule', phrase: expect.any(String), title: 'You deserve support right now' }]);
    const more = withFlags(r, [{ category: 'self_harm', confidence: 0.8, source: 'model' }]);
    expect(more.redFlags.map((f) => f.source)).toEqual(['rule', 'model']);
  });

  it('says what it could not read: another language, a pasted list, too long', () => {
    expect(readNote("Hoy me siento muy cansada y con dolor de cabeza, no dormí bien").unread).toContain('other_language');
    expect(readNote('- eggs\n- milk\n- bread\n- butter').unread).toContain('pasted_list');
    expect(readNote('I slept badly. '.repeat(300)).unread).toContain('too_long');
    expect(readNote('I slept badly and my back hurts').unread).toEqual([]);
  });

  it('bad input loses nothing: 5,000 characters, emoji, empty', () => {
    const long = `${'Busy day with the kids 😅 and work. '.repeat(130)}Two hot flushes in the night.`.slice(0, 5000);
    expect(() => NoteReadingSchema.parse(readNote(long))).not.toThrow();
    expect(NoteReadingSchema.parse(readNote(''))).toMatchObject({ sentences: [], symptoms: [] });
    expect(NoteReadingSchema.parse(readNote('😴😴 🔥🔥'))).toBeTruthy();
  });

  it('a log saved before readings is read on the fly; a stored reading is used as is', () => {
    expect(summarySymptoms([readingOfLog({ notes: 'Two hot flushes in the night' })])).toEqual(['hot flushes']);
    const stored = readNote('stressed');
    expect(readingOfLog({ notes: 'no longer matters', reading: stored })).toBe(stored);
  });
});
