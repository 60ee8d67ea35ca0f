// Medication name → class (warfarin → anticoagulant, levothyroxine → thyroid hormone, sertraline
// → SSRI/SNRI …) and profile text → conditions, for the supplement interaction table. Names are
// generic and common brand names (UK and US) plus frequent misspellings; matched whole-word,
// case- and accent-insensitive against her free-text medications and conditions.
import {
  ANTICOAGULANTS,
  ANTIPLATELETS,
  BLEEDING_DISORDERS,
  BREASTFEEDING,
  DIABETES_MEDICATION,
  HORMONAL_CONTRACEPTIVES,
  HORMONE_SENSITIVE_CONDITIONS,
  HRT,
  IMMUNOSUPPRESSANTS,
  KIDNEY_DISEASE,
  LIVER_DISEASE,
  PREGNANCY,
  SEDATIVES,
  THYROID_MEDICATION,
  TRYING_TO_CONCEIVE,
} from '../catalogues/safety-keywords';
import { matchesSafetyKeyword, screeningPregnancyStatuses } from '../catalogues/supplement-screening';
import { trieAlternation } from './regex-trie';

export const MEDICATION_CLASSES = [
  'anticoagulant',
  'antiplatelet',
  'ssri_snri',
  'thyroid_hormone',
  'hormonal_contraception',
  'hrt',
  'antidiabetic',
  'antihypertensive',
  'immunosuppressant',
  'sedative',
] as const;
export type MedicationClass = (typeof MEDICATION_CLASSES)[number];

export const PROFILE_CONDITIONS = [
  'pregnancy',
  'trying_to_conceive',
  'breastfeeding',
  'bleeding_disorder',
  'liver_disease',
  'kidney_disease',
  'hormone_sensitive_cancer',
  'upcoming_surgery',
] as const;
export type ProfileCondition = (typeof PROFILE_CONDITIONS)[number];

export const MEDICATION_CLASS_LABELS: Readonly<Record<MedicationClass, string>> = {
  anticoagulant: 'a blood thinner (anticoagulant)',
  antiplatelet: 'an antiplatelet medicine',
  ssri_snri: 'an antidepressant (SSRI/SNRI)',
  thyroid_hormone: 'thyroid medication',
  hormonal_contraception: 'hormonal contraception',
  hrt: 'HRT',
  antidiabetic: 'diabetes medication',
  antihypertensive: 'blood pressure medication',
  immunosuppressant: 'an immunosuppressant',
  sedative: 'a sedative or sleeping medicine',
};

export const CONDITION_LABELS: Readonly<Record<ProfileCondition, string>> = {
  pregnancy: 'pregnancy',
  trying_to_conceive: 'trying to conceive',
  breastfeeding: 'breastfeeding',
  bleeding_disorder: 'a bleeding disorder',
  liver_disease: 'liver disease',
  kidney_disease: 'kidney disease',
  hormone_sensitive_cancer: 'a hormone-sensitive cancer',
  upcoming_surgery: 'upcoming surgery',
};

export const MEDICATION_NAMES: Readonly<Record<MedicationClass, readonly string[]>> = {
  anticoagulant: [...ANTICOAGULANTS, 'warferin', 'warfrin', 'marevan', 'lixiana', 'pradaxa', 'dalteparin', 'fragmin', 'clexane', 'blood thinning'],
  antiplatelet: [...ANTIPLATELETS, 'brilinta', 'efient', 'dipyridamole', 'low dose aspirin', 'baby aspirin'],
  ssri_snri: [
    'ssri', 'snri', 'antidepressant', 'anti depressant', 'sertraline', 'sertaline', 'zoloft', 'lustral', 'fluoxetine', 'prozac',
    'citalopram', 'cipramil', 'celexa', 'escitalopram', 'cipralex', 'lexapro', 'paroxetine', 'seroxat', 'paxil', 'fluvoxamine',
    'venlafaxine', 'effexor', 'duloxetine', 'cymbalta', 'desvenlafaxine', 'pristiq', 'vortioxetine', 'trintellix',
  ],
  thyroid_hormone: [...THYROID_MEDICATION.filter((n) => !['carbimazole', 'methimazole', 'propylthiouracil'].includes(n)), 'levothyroxin', 'levo', 'levoxyl', 'unithroid', 'cytomel', 'thyroid pills', 'thyroid pill', 'thyroid tablets', 'ndt'],
  hormonal_contraception: [
    ...HORMONAL_CONTRACEPTIVES, 'pill', 'coc', 'pop', 'yasmin', 'yaz', 'microgynon', 'rigevidon', 'cerazette', 'desogestrel',
    'levonorgestrel', 'drospirenone', 'norethisterone', 'implant', 'contraceptive implant', 'kyleena', 'depo', 'contraceptive patch', 'evra',
  ],
  hrt: [...HRT, 'evorel', 'oestrogel', 'estrogel', 'utrogestan', 'prometrium', 'premarin', 'tibolone', 'testosterone gel', 'menopause treatment'],
  antidiabetic: [
    ...DIABETES_MEDICATION, 'metformin', 'metformon', 'glucophage', 'semaglutide', 'ozempic', 'wegovy', 'rybelsus', 'tirzepatide',
    'mounjaro', 'liraglutide', 'victoza', 'saxenda', 'sitagliptin', 'januvia', 'dapagliflozin', 'forxiga', 'empagliflozin',
    'jardiance', 'pioglitazone', 'gliclazide',
  ],
  antihypertensive: [
    'blood pressure medication', 'blood pressure tablet', 'blood pressure pill', 'bp meds', 'bp medication', 'antihypertensive',
    'amlodipine', 'nifedipine', 'felodipine', 'lisinopril', 'ramipril', 'enalapril', 'perindopril', 'losartan', 'candesartan',
    'valsartan', 'irbesartan', 'bisoprolol', 'atenolol', 'propranolol', 'metoprolol', 'labetalol', 'beta blocker', 'ace inhibitor',
    'indapamide', 'bendroflumethiazide', 'hydrochlorothiazide', 'spironolactone', 'doxazosin',
  ],
  immunosuppressant: [...IMMUNOSUPPRESSANTS.filter((n) => n !== 'organ transplant' && n !== 'transplant'), 'prednisolone', 'prednisone', 'hydroxychloroquine', 'adalimumab', 'humira', 'biologic', 'biologics'],
  sedative: [...SEDATIVES, 'sleeping pills', 'sleeping tablets', 'valium', 'xanax', 'ativan', 'ambien', 'promethazine', 'pregabalin', 'gabapentin', 'codeine', 'tramadol', 'opioid'],
};

export const CONDITION_WORDS: Readonly<Record<ProfileCondition, readonly string[]>> = {
  pregnancy: [...PREGNANCY, 'expecting', 'weeks pregnant', 'trimester'],
  trying_to_conceive: [...TRYING_TO_CONCEIVE, 'trying for a baby', 'trying to get pregnant', 'ttc'],
  breastfeeding: [...BREASTFEEDING, 'nursing', 'expressing milk'],
  bleeding_disorder: [...BLEEDING_DISORDERS, 'low platelets', 'thrombocytopenia', 'bleed easily', 'bruise easily'],
  liver_disease: [...LIVER_DISEASE, 'nafld', 'masld', 'raised liver enzymes'],
  kidney_disease: [...KIDNEY_DISEASE, 'kidney', 'kidneys'],
  hormone_sensitive_cancer: [
    ...HORMONE_SENSITIVE_CONDITIONS, 'er positive', 'tamoxifen', 'letrozole', 'anastrozole', 'exemestane', 'endometriosis',
    'fibroids', 'history of breast cancer',
  ],
  upcoming_surgery: ['surgery', 'operation', 'upcoming operation', 'procedure next week', 'having an op', 'c-section', 'caesarean', 'cesarean'],
};

/** Pregnancy statuses (profile enum) → the condition they stand for. */
const STATUS_CONDITION: Readonly<Record<string, ProfileCondition>> = {
  pregnant: 'pregnancy',
  trying: 'trying_to_conceive',
  trying_to_conceive: 'trying_to_conceive',
  ttc: 'trying_to_conceive',
  breastfeeding: 'breastfeeding',
  lactating: 'breastfeeding',
  nursing: 'breastfeeding',
};

/** The medication classes named in a free-text medication list. */
export function classifyMedications(text: string | null | undefined): MedicationClass[] {
  if (!text || text.trim() === '') return [];
  return MEDICATION_CLASSES.filter((cls) => MEDICATION_NAMES[cls].some((name) => matchesSafetyKeyword(text, name)));
}

/** The class of one medication name, or null when we do not recognise it. */
export function medicationClassOf(name: string): MedicationClass | null {
  return classifyMedications(name)[0] ?? null;
}

export interface ClassifiableProfile {
  medications?: string | null;
  healthConditions?: string | null;
  pregnancyStatus?: string | null;
  /** Her life stage: 'pregnant' / 'breastfeeding' count like the same pregnancy status (docs/decisions/043). */
  lifeStage?: string | null;
}

/** Conditions from her conditions text and pregnancy status. */
export function profileConditions(profile: ClassifiableProfile): ProfileCondition[] {
  const text = profile.healthConditions ?? '';
  const found = new Set<ProfileCondition>(
    PROFILE_CONDITIONS.filter((c) => CONDITION_WORDS[c].some((w) => matchesSafetyKeyword(text, w))),
  );
  for (const s of screeningPregnancyStatuses(profile)) {
    const status = STATUS_CONDITION[s.toLowerCase()];
    if (status) found.add(status);
  }
  return PROFILE_CONDITIONS.filter((c) => found.has(c));
}

/** Words that name prescribed medicine in a note (for triage of "should I stop my …"). */
const GENERIC_MEDICATION_WORDS = [
  'medication', 'medications', 'meds', 'medicine', 'medicines', 'pills', 'tablets', 'prescription', 'antidepressants',
  'the pill', 'my pill', 'inhaler', 'injections', 'jabs', 'dose', 'dosage',
];
const ALL_NAMES = [
  ...new Set([...GENERIC_MEDICATION_WORDS, ...Object.values(MEDICATION_NAMES).flat()].filter((n) => !['pill', 'pop', 'coc', 'patch', 'implant', 'depo', 'levo', 'ndt', 'biologic', 'biologics', 'liver'].includes(n))),
].sort((a, b) => b.length - a.length);

/** Regex source (no flags) matching a medication word or name in normalised text. */
export const MEDICATION_NAME_PATTERN = `(?:${trieAlternation(ALL_NAMES)})(?:s)?\\b`;
