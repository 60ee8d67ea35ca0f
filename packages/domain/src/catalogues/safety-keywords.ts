// Shared keyword groups for supplement safety rules. Keywords are lowercase and matched as whole
// words (an optional plural 's'/'es' is accepted) against the user's medications, health
// conditions and pregnancy status; see supplement-screening.ts.

export const PREGNANCY = ['pregnant', 'pregnancy', 'expecting a baby'] as const;
export const TRYING_TO_CONCEIVE = ['trying to conceive', 'ttc', 'ivf', 'fertility treatment'] as const;
export const BREASTFEEDING = ['breastfeeding', 'breast feeding', 'breastfeed', 'lactating', 'lactation', 'chestfeeding'] as const;

export const THYROID_MEDICATION = [
  'levothyroxine',
  'thyroxine',
  'liothyronine',
  'synthroid',
  'euthyrox',
  'eltroxin',
  'tirosint',
  'armour thyroid',
  'thyroid medication',
  'thyroid hormone',
  'carbimazole',
  'methimazole',
  'propylthiouracil',
] as const;
export const HYPERTHYROIDISM = ['hyperthyroidism', 'hyperthyroid', 'overactive thyroid', 'graves', 'thyrotoxicosis'] as const;

export const SEDATIVES = [
  'sedative',
  'benzodiazepine',
  'sleeping pill',
  'sleeping tablet',
  'sleep medication',
  'zolpidem',
  'zopiclone',
  'eszopiclone',
  'diazepam',
  'lorazepam',
  'alprazolam',
  'clonazepam',
  'temazepam',
  'barbiturate',
  'phenobarbital',
] as const;

export const IMMUNOSUPPRESSANTS = [
  'immunosuppressant',
  'immunosuppressive',
  'immune suppressant',
  'tacrolimus',
  'cyclosporine',
  'ciclosporin',
  'azathioprine',
  'mycophenolate',
  'sirolimus',
  'methotrexate',
  'organ transplant',
  'transplant',
] as const;
export const AUTOIMMUNE = [
  'autoimmune',
  'hashimoto',
  'lupus',
  'rheumatoid arthritis',
  'multiple sclerosis',
  'psoriatic arthritis',
  'type 1 diabetes',
  'celiac',
  'coeliac',
] as const;
export const WEAKENED_IMMUNITY = [
  'immunocompromised',
  'weakened immune system',
  'chemotherapy',
  'chemo',
  'neutropenia',
  'hiv',
  'central line',
] as const;

export const ANTICOAGULANTS = [
  'warfarin',
  'coumadin',
  'blood thinner',
  'anticoagulant',
  'apixaban',
  'eliquis',
  'rivaroxaban',
  'xarelto',
  'dabigatran',
  'edoxaban',
  'heparin',
  'enoxaparin',
] as const;
export const ANTIPLATELETS = ['antiplatelet', 'clopidogrel', 'plavix', 'ticagrelor', 'prasugrel', 'aspirin'] as const;
export const BLEEDING_DISORDERS = ['bleeding disorder', 'haemophilia', 'hemophilia', 'von willebrand'] as const;
export const SURGERY = ['surgery', 'upcoming operation'] as const;

export const ANTIDEPRESSANTS = [
  'antidepressant',
  'ssri',
  'snri',
  'sertraline',
  'fluoxetine',
  'citalopram',
  'escitalopram',
  'paroxetine',
  'fluvoxamine',
  'venlafaxine',
  'duloxetine',
  'desvenlafaxine',
  'mirtazapine',
  'bupropion',
  'trazodone',
  'amitriptyline',
  'nortriptyline',
] as const;
export const MAOIS = ['maoi', 'phenelzine', 'tranylcypromine', 'isocarboxazid', 'selegiline'] as const;
export const BIPOLAR = ['bipolar', 'mania', 'manic'] as const;

export const HORMONAL_CONTRACEPTIVES = [
  'hormonal contraceptive',
  'hormonal contraception',
  'contraceptive',
  'contraception',
  'birth control',
  'the pill',
  'mini pill',
  'combined pill',
  'mirena',
  'hormonal iud',
  'nexplanon',
  'depo provera',
  'nuvaring',
] as const;
export const HRT = [
  'hrt',
  'hormone replacement',
  'hormone therapy',
  'estrogen',
  'oestrogen',
  'estradiol',
  'oestradiol',
  'progesterone',
  'progestin',
  'progestogen',
] as const;
export const HORMONE_SENSITIVE_CONDITIONS = [
  'breast cancer',
  'ovarian cancer',
  'uterine cancer',
  'endometrial cancer',
  'hormone sensitive',
  'hormone-sensitive',
] as const;
export const DOPAMINE_MEDICATION = [
  'bromocriptine',
  'cabergoline',
  'levodopa',
  'antipsychotic',
  'haloperidol',
  'risperidone',
  'olanzapine',
  'metoclopramide',
] as const;

export const KIDNEY_DISEASE = [
  'kidney disease',
  'kidney failure',
  'kidney impairment',
  'kidney problem',
  'chronic kidney',
  'ckd',
  'renal',
  'dialysis',
] as const;
export const KIDNEY_STONES = ['kidney stone', 'renal stone', 'nephrolithiasis'] as const;
export const HIGH_CALCIUM = ['hypercalcemia', 'hypercalcaemia', 'high calcium', 'hyperparathyroidism', 'sarcoidosis'] as const;
export const IRON_OVERLOAD = [
  'iron overload',
  'hemochromatosis',
  'haemochromatosis',
  'hereditary hemochromatosis',
  'thalassemia',
  'thalassaemia',
] as const;
export const LIVER_DISEASE = ['liver disease', 'hepatitis', 'cirrhosis', 'fatty liver', 'liver problem'] as const;

export const CHELATING_ANTIBIOTICS = [
  'antibiotic',
  'tetracycline',
  'doxycycline',
  'minocycline',
  'ciprofloxacin',
  'levofloxacin',
  'moxifloxacin',
  'quinolone',
  'fluoroquinolone',
] as const;
export const BISPHOSPHONATES = ['bisphosphonate', 'alendronate', 'alendronic acid', 'risedronate', 'ibandronate'] as const;
export const DIABETES_MEDICATION = [
  'diabetes medication',
  'insulin',
  'metformin',
  'sulfonylurea',
  'gliclazide',
  'glipizide',
  'glimepiride',
] as const;
export const BLOOD_PRESSURE_MEDICATION = [
  'blood pressure medication',
  'blood pressure tablet',
  'antihypertensive',
  'amlodipine',
  'nifedipine',
  'lisinopril',
  'ramipril',
  'losartan',
  'beta blocker',
] as const;
export const DIURETICS = ['diuretic', 'hydrochlorothiazide', 'thiazide', 'chlorthalidone', 'furosemide'] as const;
export const SEIZURE_CONDITIONS = ['epilepsy', 'seizure'] as const;
export const ANTICONVULSANTS = ['anticonvulsant', 'phenytoin', 'carbamazepine', 'valproate', 'lamotrigine'] as const;
export const LITHIUM = ['lithium'] as const;
export const DIGOXIN = ['digoxin'] as const;
export const PPIS = ['proton pump inhibitor', 'ppi', 'omeprazole', 'lansoprazole', 'pantoprazole', 'esomeprazole'] as const;
export const STIMULANTS = ['stimulant', 'adhd medication', 'methylphenidate', 'amphetamine', 'lisdexamfetamine'] as const;

/** Combines keyword groups into one deduplicated list for a rule's `match`. */
export const kw = (...groups: ReadonlyArray<readonly string[]>): string[] => [...new Set(groups.flat())];
