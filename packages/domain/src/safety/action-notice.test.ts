import { describe, expect, it } from 'vitest';
import { SafetyNoticeSchema } from '../schemas';
import { localiseSafetyNotice } from './action-notice';
import { ORDINARY_CORPUS, RED_FLAG_CORPUS } from './corpus';
import { COUNTRY_HELP, countryFromLocale, countryFromLocation, helpForCountry, resolveCountry, telHref } from './emergency-numbers';
import { classifyMedications, medicationClassOf, profileConditions } from './medication-classes';
import { findRedFlags, RED_FLAG_CATEGORIES, triageText } from './triage';
import { triageMetrics } from './triage-metrics';

describe('action-first notice', () => {
  it('heavy bleeding with faintness in Bristol: the first line says call 999 now, with a tel: link', () => {
    const country = countryFromLocation('Bristol');
    const notice = triageText('I have had heavy bleeding for two days and feel faint', { country });
    expect(notice?.action).toBe('You said you have very heavy bleeding and you feel faint: call 999 now.');
    expect(notice?.call).toEqual({ label: 'Call 999', number: '999', href: 'tel:999' });
    expect(notice?.country).toBe('GB');
    expect(notice?.resources.join(' ')).not.toMatch(/911|000|112/);
    expect(notice?.steps?.length).toBeGreaterThan(0);
    expect(SafetyNoticeSchema.parse(notice)).toEqual(notice);
  });

  it('chest pain and "might pass out" never says "if it happened with chest pain"', () => {
    const notice = triageText('chest pain and I feel like I might pass out', { country: 'US' });
    expect(notice?.action).toBe('You said you have chest pain and you feel faint: call 911 now.');
    expect(JSON.stringify(notice)).not.toMatch(/If it happened with chest pain/);
  });

  it('medication questions: talk to your prescriber, not an emergency, no call button', () => {
    for (const note of ['Should I stop taking my warfarin?', 'I want to lose 10 kg fast, should I skip my thyroid pills?']) {
      const notice = triageText(note);
      expect(notice?.categories).toContain('medication_change');
      expect(notice?.level).toBe('caution');
      expect(notice?.action).toMatch(/talk to your prescriber/i);
      expect(notice?.call).toBeUndefined();
    }
  });

  it('rapid weight-loss goals get a caution without any number', () => {
    const notice = triageText('I want to lose 10 kg fast');
    expect(notice?.categories).toEqual(['rapid_weight_loss']);
    expect(JSON.stringify({ ...notice, call: undefined, secondaryCall: undefined, resources: [] })).not.toMatch(/\d/);
  });

  it('negation, quotes and other people do not fire', () => {
    expect(findRedFlags('no chest pain today')).toEqual([]);
    expect(findRedFlags('the leaflet said "chest pain" is serious')).toEqual([]);
    expect(findRedFlags('my mum fainted at church, she is fine')).toEqual([]);
    expect(findRedFlags('my husband found me passed out').map((m) => m.category)).toEqual(['fainting']);
  });

  it('unknown country: 112 with a note, and a client can re-localise to the browser region', () => {
    const notice = triageText('I fainted');
    expect(notice?.country).toBeNull();
    expect(notice?.call?.href).toBe('tel:112');
    const gb = localiseSafetyNotice({ ...notice!, dismissedAt: '2026-11-23T10:00:00.000Z' }, 'GB');
    expect(gb.action).toBe('You said you fainted: call 999 now.');
    expect(gb.dismissedAt).toBe('2026-11-23T10:00:00.000Z');
  });

  it.each([
    ['my sister gave me some of her diazepam to get me through', 'you have taken a medicine that was prescribed for someone else'],
    ['ran out of my sertraline on friday and the pharmacy is shut', 'you have run out of a medicine, or gone without it'],
    ['thinking of stopping my hrt', 'you have changed or stopped a medicine, or are thinking of it'],
  ])('a medicine notice keeps its "You said" words when it is localised again (%s)', (note, said) => {
    const notice = triageText(note);
    expect(notice?.said).toContain(said);
    // The web localises the stored notice to her country; the words she read must not change.
    for (const country of ['GB', 'US', 'AU']) expect(localiseSafetyNotice(notice!, country).said).toBe(notice?.said);
  });
});

describe('emergency numbers', () => {
  it('has at least 30 countries, each with a dialable emergency number', () => {
    expect(COUNTRY_HELP.length).toBeGreaterThanOrEqual(30);
    for (const h of COUNTRY_HELP) {
      expect(telHref(h.emergency)).toMatch(/^tel:\d{2,6}$/);
      if (h.crisis) expect(telHref(h.crisis.number)).toMatch(/^tel:[\d+]{3,15}$/);
    }
    expect(new Set(COUNTRY_HELP.map((h) => h.code)).size).toBe(COUNTRY_HELP.length);
  });

  it.each([
    ['Bristol', 'GB'],
    ['Leeds', 'GB'],
    ['Leeds, UK', 'GB'],
    ['Austin, TX', 'US'],
    ['Portland, OR', 'US'],
    ['Toronto', 'CA'],
    ['I live near Lyon', 'FR'],
    ['München', 'DE'],
    ['Sydney NSW', 'AU'],
    ['new york city', 'US'],
  ])('%s → %s', (location, code) => {
    expect(countryFromLocation(location)).toBe(code);
  });

  it('unknown places give null; the browser region is the fallback', () => {
    expect(countryFromLocation('my flat')).toBeNull();
    expect(countryFromLocation('')).toBeNull();
    expect(countryFromLocale('en-GB')).toBe('GB');
    expect(countryFromLocale('fr')).toBeNull();
    expect(resolveCountry('', 'en-US')).toBe('US');
    expect(resolveCountry('Leeds', 'en-US')).toBe('GB');
    expect(helpForCountry('xx').emergency).toBe('112');
  });
});

describe('medication classes', () => {
  it.each([
    ['warfarin 5mg', 'anticoagulant'],
    ['Levothyroxine 50mcg', 'thyroid_hormone'],
    ['sertraline', 'ssri_snri'],
    ['microgynon', 'hormonal_contraception'],
    ['Evorel patch', 'hrt'],
    ['metformin', 'antidiabetic'],
    ['ramipril', 'antihypertensive'],
    ['tacrolimus', 'immunosuppressant'],
    ['zopiclone', 'sedative'],
    ['clopidogrel', 'antiplatelet'],
  ])('%s → %s', (name, cls) => {
    expect(medicationClassOf(name)).toBe(cls);
  });

  it('reads several medicines and conditions', () => {
    expect(classifyMedications('warfarin, sertraline and the pill')).toEqual(['anticoagulant', 'ssri_snri', 'hormonal_contraception']);
    expect(profileConditions({ healthConditions: 'fatty liver; surgery next month', pregnancyStatus: 'trying' })).toEqual([
      'trying_to_conceive',
      'liver_disease',
      'upcoming_surgery',
    ]);
  });
});

describe('labelled corpus', () => {
  it('has at least 300 red-flag and 300 ordinary notes, every category covered', () => {
    expect(RED_FLAG_CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(ORDINARY_CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const c of RED_FLAG_CATEGORIES) expect(RED_FLAG_CORPUS.filter((n) => n.category === c).length).toBeGreaterThanOrEqual(20);
  });

  it('meets recall >= 0.98 and precision >= 0.95 per category', () => {
    const { rows } = triageMetrics([...RED_FLAG_CORPUS, ...ORDINARY_CORPUS]);
    for (const r of rows) {
      expect(r.recall, r.category).toBeGreaterThanOrEqual(0.98);
      expect(r.precision, r.category).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('the medicine notice (round 15 walk, decision 158)', () => {
  it('says what it heard, fits a medicine already stopped, and leads with talking to the prescriber', () => {
    const notice = triageText('I did not mention to the GP that I stopped my sertraline last week', { country: 'GB' });
    expect(notice?.action).toBe(
      'You said you have changed or stopped a medicine, or are thinking of it: please talk to your prescriber or a pharmacist soon, before you change anything more.',
    );
    expect(notice?.steps?.[0]).toMatch(/^If you have not stopped yet.*If you already have, ask them whether and how to restart\.$/);
  });
});

describe('the medicine notice says which kind of change it heard (decision 162)', () => {
  it.each([
    ["my sister gave me some of her diazepam to get through the week", 'You said you have taken a medicine that was prescribed for someone else'],
    ["been taking my husband's blood pressure tablets since mine finished", 'You said you have taken a medicine that was prescribed for someone else'],
    ['ran out of my levothyroxine ten days ago and cannot get an appointment', 'You said you have run out of a medicine, or gone without it'],
    ['stopped my sertraline on my own last week', 'You said you have changed or stopped a medicine, or are thinking of it'],
  ])('%s', (note, said) => {
    const notice = triageText(note, { country: 'GB' });
    expect(notice?.categories).toContain('medication_change');
    expect(notice?.action).toMatch(new RegExp(`^${said}: please talk to your prescriber`));
  });
});

describe('the self-harm notice says what it heard (the 390 px walk, decision 159)', () => {
  it('tablets put aside are not tablets taken: the crisis line leads, and 999 if she might act', () => {
    const notice = triageText("I've been putting my sleeping tablets aside instead of taking them, thirty saved now", { country: 'GB' });
    expect(notice?.action).toMatch(/^You said you are keeping tablets aside\. Please call Samaritans on 116 123 now/);
    expect(notice?.action).toContain('If you might act on these thoughts, call 999.');
  });
  it('tablets taken are still an emergency: call 999 now', () => {
    const notice = triageText('took about 20 paracetamol an hour ago', { country: 'GB' });
    expect(notice?.action).toBe('You said you may have taken too many pills: call 999 now.');
  });
});

describe('the self-harm notice for the kinds read in round 17 (decision 160)', () => {
  it.each([
    ['spent an hour searching how many of my tablets it would take', /^You said you are having thoughts of ending your life\. Please call Samaritans/],
    ['keep thinking how easy it would be with the tablets in the drawer', /^You said you are having thoughts of ending your life\. Please call Samaritans/],
    ['scratched my arms till they bled last night', /^You said you are thinking of hurting yourself\. Please call Samaritans/],
    ['finished off the rest of my zopiclone about an hour ago', /^You said you may have taken too many pills: call 999 now\.$/],
  ])('"%s"', (note, action) => {
    expect(triageText(note, { country: 'GB' })?.action).toMatch(action);
  });
});
