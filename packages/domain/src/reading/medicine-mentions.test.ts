import { describe, expect, it } from 'vitest';
import type { MedicineMention } from '../schemas';
import { MAX_MEDICINE_MENTIONS } from '../schemas/user';
import { addMedication, medicineToAskAbout, mergeMedicineMentions, newMedicineMentions, withMentionedMedicines } from './medicine-mentions';
import { readNote } from './read-note';

const asked = (name: string, status: MedicineMention['status'] = 'asked'): MedicineMention => ({ name, medicationClass: null, source: 'check_in', status });

describe('medicines she names reach screening (docs/decisions/110)', () => {
  it('a prescribed medicine she names is new once: not when already in her medications, not twice, not a supplement', () => {
    const reading = readNote('I take levothyroxine every morning, and magnesium at night');
    const found = newMedicineMentions({ medications: '' }, [reading], 'check_in');
    expect(found.map((m) => m.name)).toEqual(['Levothyroxine']);
    expect(found[0]).toMatchObject({ source: 'check_in', status: 'asked' });
    expect(newMedicineMentions({ medications: 'Levothyroxine 50mcg' }, [reading], 'check_in')).toEqual([]);
    expect(newMedicineMentions({ medicineMentions: [asked('Levothyroxine', 'declined')] }, [reading], 'log_note')).toEqual([]);
    expect(newMedicineMentions({}, [reading, reading, null, undefined], 'reflection')).toHaveLength(1);
    expect(newMedicineMentions({ medications: null, medicineMentions: null }, [readNote('slept well')], 'routine')).toEqual([]);
  });

  it('merging keeps the newest within the cap', () => {
    const many = Array.from({ length: MAX_MEDICINE_MENTIONS + 3 }, (_, i) => asked(`Medicine ${i}`));
    const merged = mergeMedicineMentions(many.slice(0, MAX_MEDICINE_MENTIONS), many.slice(MAX_MEDICINE_MENTIONS));
    expect(merged).toHaveLength(MAX_MEDICINE_MENTIONS);
    expect(merged.at(-1)?.name).toBe(`Medicine ${MAX_MEDICINE_MENTIONS + 2}`);
    expect(mergeMedicineMentions(null, [asked('Sertraline')])).toEqual([asked('Sertraline')]);
  });

  it('asks about the oldest unanswered one, and none when all are answered', () => {
    expect(medicineToAskAbout({ medicineMentions: [asked('A', 'added'), asked('B'), asked('C')] })?.name).toBe('B');
    expect(medicineToAskAbout({ medicineMentions: [asked('A', 'declined')] })).toBeNull();
    expect(medicineToAskAbout({})).toBeNull();
  });

  it('screening counts what she named before she answers; what she declined is left out', () => {
    expect(withMentionedMedicines({ medications: 'Metformin', medicineMentions: [asked('Sertraline'), asked('Warfarin', 'declined')] }).medications).toBe('Metformin, Sertraline');
    expect(withMentionedMedicines({ medications: null, medicineMentions: [asked('Sertraline')] }).medications).toBe('Sertraline');
    const none = { medications: 'Metformin', medicineMentions: [] };
    expect(withMentionedMedicines(none)).toBe(none);
    expect(withMentionedMedicines({ medications: 'x' })).toEqual({ medications: 'x' });
  });

  it('the one-tap add appends once', () => {
    expect(addMedication('', 'Levothyroxine')).toBe('Levothyroxine');
    expect(addMedication('Metformin', 'Levothyroxine')).toBe('Metformin, Levothyroxine');
    expect(addMedication('Levothyroxine 50mcg', 'Levothyroxine')).toBe('Levothyroxine 50mcg');
  });
});
