// Medicines she names anywhere (an onboarding answer, a check-in, a Log note, a reflection, a
// routine she types) reach screening at once and are offered, once, for her medications
// (docs/decisions/110). Pure: the API stores the mentions on her profile.
import { matchesSafetyKeyword } from '../catalogues/supplement-screening';
import type { MedicineMention, NoteMedicine, NoteReading } from '../schemas';
import { MAX_MEDICINE_MENTIONS, type MEDICINE_MENTION_SOURCES } from './version';

export type MedicineMentionSource = (typeof MEDICINE_MENTION_SOURCES)[number];

/** The medicines in readings that are new to her: prescribed medication, not yet in her medications nor asked about. */
export function newMedicineMentions(
  profile: { medications?: string | null; medicineMentions?: readonly MedicineMention[] | null },
  readings: readonly (NoteReading | null | undefined)[],
  source: MedicineMentionSource,
): MedicineMention[] {
  const known = new Set((profile.medicineMentions ?? []).map((m) => m.name.toLowerCase()));
  const medications = profile.medications ?? '';
  const out: MedicineMention[] = [];
  const all: NoteMedicine[] = readings.flatMap((r) => r?.medicines ?? []);
  for (const m of all) {
    const key = m.name.toLowerCase();
    if (m.kind !== 'medication' || known.has(key)) continue;
    if (matchesSafetyKeyword(medications, key) || matchesSafetyKeyword(medications, m.words)) continue;
    known.add(key);
    out.push({ name: m.name, medicationClass: m.medicationClass, source, status: 'asked' });
  }
  return out;
}

/** Her mentions with the new ones appended (oldest dropped beyond the cap). */
export function mergeMedicineMentions(existing: readonly MedicineMention[] | null | undefined, added: readonly MedicineMention[]): MedicineMention[] {
  return [...(existing ?? []), ...added].slice(-MAX_MEDICINE_MENTIONS);
}

/** The one medicine to ask about now (oldest first), or null. */
export function medicineToAskAbout(profile: { medicineMentions?: readonly MedicineMention[] | null }): MedicineMention | null {
  return (profile.medicineMentions ?? []).find((m) => m.status === 'asked') ?? null;
}

/**
 * Her screening profile with the medicines she named but has not answered about yet: screening does
 * not wait for the tap. A medicine she declined ("not mine") is left out.
 */
export function withMentionedMedicines<T extends { medications?: string | null; medicineMentions?: readonly MedicineMention[] | null }>(profile: T): T {
  const asked = (profile.medicineMentions ?? []).filter((m) => m.status === 'asked').map((m) => m.name);
  if (asked.length === 0) return profile;
  const medications = [profile.medications ?? '', ...asked].filter((t) => t.trim() !== '').join(', ');
  return { ...profile, medications };
}

/** Her medications text with a medicine added (the one-tap "Add to my medicines"). */
export function addMedication(medications: string, name: string): string {
  if (matchesSafetyKeyword(medications, name.toLowerCase())) return medications;
  return [medications.trim(), name].filter((t) => t !== '').join(', ');
}
