// Built-in supplement catalogue: 20 entries (spec §3) with conservative safety rules.
// This is general wellness information, not medical advice: the app surfaces these rules so a
// user with a matching medication or condition is told to check with a doctor or pharmacist,
// and so the coach never auto-recommends a supplement flagged 'avoid' or 'caution'.
import type { Supplement } from './catalogue-schemas';
import {
  ANTICOAGULANTS,
  ANTICONVULSANTS,
  ANTIDEPRESSANTS,
  ANTIPLATELETS,
  AUTOIMMUNE,
  BIPOLAR,
  BISPHOSPHONATES,
  BLEEDING_DISORDERS,
  BLOOD_PRESSURE_MEDICATION,
  BREASTFEEDING,
  CHELATING_ANTIBIOTICS,
  DIABETES_MEDICATION,
  DIGOXIN,
  DIURETICS,
  DOPAMINE_MEDICATION,
  HIGH_CALCIUM,
  HORMONAL_CONTRACEPTIVES,
  HORMONE_SENSITIVE_CONDITIONS,
  HRT,
  HYPERTHYROIDISM,
  IMMUNOSUPPRESSANTS,
  IRON_OVERLOAD,
  KIDNEY_DISEASE,
  KIDNEY_STONES,
  kw,
  LITHIUM,
  LIVER_DISEASE,
  MAOIS,
  PPIS,
  PREGNANCY,
  SEDATIVES,
  SEIZURE_CONDITIONS,
  STIMULANTS,
  SURGERY,
  THYROID_MEDICATION,
  TRYING_TO_CONCEIVE,
  WEAKENED_IMMUNITY,
} from './safety-keywords';

const SEPARATE_FROM_THYROID_MEDS =
  'Can reduce absorption of thyroid medication: take it at least 4 hours apart and tell your doctor.';

export const SUPPLEMENTS: readonly Supplement[] = Object.freeze([
  {
    id: 'magnesium-glycinate',
    name: 'Magnesium glycinate',
    use_case: 'Relaxation, sleep quality, muscle cramps and PMS symptoms',
    dosage: '200–400 mg of elemental magnesium a day, usually in the evening with food',
    type: 'mineral',
    safety: {
      contraindications: [
        {
          match: kw(KIDNEY_DISEASE),
          reason: 'Kidneys clear magnesium; with reduced kidney function it can build up to unsafe levels.',
          severity: 'avoid',
        },
        {
          match: ['heart block', 'myasthenia gravis'],
          reason: 'Extra magnesium can worsen heart block and muscle weakness in myasthenia gravis.',
          severity: 'avoid',
        },
      ],
      interactions: [
        {
          match: kw(CHELATING_ANTIBIOTICS, BISPHOSPHONATES),
          reason: 'Binds some antibiotics and bone medicines: take them at least 2 hours before or 4–6 hours after magnesium.',
          severity: 'caution',
        },
        { match: kw(THYROID_MEDICATION), reason: SEPARATE_FROM_THYROID_MEDS, severity: 'caution' },
        {
          match: kw(DIURETICS, PPIS),
          reason: 'Some water tablets and acid-reducing medicines change magnesium levels; ask for a blood test if you take them long term.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'vitamin-d3',
    name: 'Vitamin D3',
    use_case: 'Bone health, immunity and mood, especially with little sun exposure',
    dosage: '1,000–2,000 IU (25–50 mcg) a day with a meal; do not exceed 4,000 IU without a blood test',
    type: 'vitamin',
    safety: {
      contraindications: [
        {
          match: kw(HIGH_CALCIUM),
          reason: 'Vitamin D raises calcium levels, which is unsafe when calcium is already high.',
          severity: 'avoid',
        },
        {
          match: kw(KIDNEY_STONES, KIDNEY_DISEASE),
          reason: 'Higher calcium absorption may raise the risk of kidney stones or strain the kidneys; check the dose with your doctor.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(DIURETICS, DIGOXIN),
          reason: 'With thiazide water tablets or digoxin, vitamin D can push calcium too high; your doctor may want to monitor levels.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'omega-3',
    name: 'Omega-3 (fish oil)',
    use_case: 'Heart and brain health, mood and inflammation, period pain',
    dosage: '250–1,000 mg combined EPA and DHA a day with food',
    type: 'fatty-acid',
    safety: {
      contraindications: [
        {
          match: ['fish allergy', 'shellfish allergy', 'seafood allergy'],
          reason: 'Fish oil may trigger a reaction; an algae-based omega-3 is an alternative to discuss with your doctor.',
          severity: 'caution',
        },
        {
          match: kw(BLEEDING_DISORDERS, SURGERY),
          reason: 'Higher doses can slightly thin the blood; stop about a week before planned surgery.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(ANTICOAGULANTS, ANTIPLATELETS),
          reason: 'May add to the effect of blood thinners and raise the risk of bleeding; check with your doctor first.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'ashwagandha',
    name: 'Ashwagandha',
    use_case: 'Stress, anxiety and sleep support (adaptogen)',
    dosage: '250–600 mg of root extract a day, for up to about 3 months at a time',
    type: 'herb',
    safety: {
      contraindications: [
        {
          match: kw(PREGNANCY),
          reason: 'Not safe in pregnancy: it may increase the risk of miscarriage.',
          severity: 'avoid',
        },
        {
          match: kw(TRYING_TO_CONCEIVE),
          reason: 'Best avoided while trying to conceive, as it should not be taken in early pregnancy.',
          severity: 'avoid',
        },
        {
          match: kw(BREASTFEEDING),
          reason: 'There is not enough safety information for breastfeeding.',
          severity: 'avoid',
        },
        {
          match: kw(['thyroid'], HYPERTHYROIDISM),
          reason: 'Ashwagandha can raise thyroid hormone levels, which is risky with a thyroid condition.',
          severity: 'avoid',
        },
        {
          match: kw(AUTOIMMUNE),
          reason: 'It may stimulate the immune system and worsen autoimmune conditions.',
          severity: 'avoid',
        },
        {
          match: kw(LIVER_DISEASE),
          reason: 'Rare cases of liver injury have been reported.',
          severity: 'caution',
        },
        {
          match: kw(SURGERY),
          reason: 'It can add to anaesthesia sedation: stop at least 2 weeks before planned surgery.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(THYROID_MEDICATION),
          reason: 'It can change thyroid hormone levels and interfere with thyroid medication.',
          severity: 'avoid',
        },
        {
          match: kw(SEDATIVES),
          reason: 'It can add to the drowsiness caused by sedatives and sleeping pills.',
          severity: 'avoid',
        },
        {
          match: kw(IMMUNOSUPPRESSANTS),
          reason: 'It may stimulate the immune system and weaken immunosuppressant medicines.',
          severity: 'avoid',
        },
        {
          match: kw(DIABETES_MEDICATION, BLOOD_PRESSURE_MEDICATION),
          reason: 'It may lower blood sugar and blood pressure and add to these medicines.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'melatonin',
    name: 'Melatonin',
    use_case: 'Falling asleep, jet lag and shifting sleep timing',
    dosage: '0.5–3 mg taken 30–60 minutes before bed, for short-term use',
    type: 'hormone',
    safety: {
      contraindications: [
        {
          match: kw(PREGNANCY),
          reason: 'Not recommended in pregnancy because its safety has not been established.',
          severity: 'avoid',
        },
        {
          match: kw(BREASTFEEDING),
          reason: 'Not recommended while breastfeeding because its safety has not been established.',
          severity: 'avoid',
        },
        {
          match: kw(TRYING_TO_CONCEIVE),
          reason: 'High doses may affect ovulation hormones; discuss with your doctor while trying to conceive.',
          severity: 'caution',
        },
        {
          match: kw(AUTOIMMUNE, SEIZURE_CONDITIONS, ['depression']),
          reason: 'It may affect autoimmune conditions, seizure control or low mood; check with your doctor first.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: ['fluvoxamine'],
          reason: 'Fluvoxamine greatly raises melatonin levels and can cause heavy drowsiness.',
          severity: 'avoid',
        },
        {
          match: kw(SEDATIVES, ['alcohol']),
          reason: 'It adds to the drowsiness of sedatives, sleeping pills and alcohol.',
          severity: 'caution',
        },
        {
          match: kw(ANTICOAGULANTS, ANTIPLATELETS),
          reason: 'It may slightly increase the effect of blood thinners and the risk of bleeding.',
          severity: 'caution',
        },
        {
          match: kw(IMMUNOSUPPRESSANTS, DIABETES_MEDICATION, BLOOD_PRESSURE_MEDICATION),
          reason: 'It may interfere with immunosuppressants, blood sugar or blood pressure medicines.',
          severity: 'caution',
        },
        {
          match: kw(HORMONAL_CONTRACEPTIVES),
          reason: 'Hormonal contraceptives raise melatonin levels, so a lower dose is usually enough.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'creatine',
    name: 'Creatine monohydrate',
    use_case: 'Muscle strength, exercise recovery and bone and brain health',
    dosage: '3–5 g a day with plenty of water',
    type: 'amino-acid',
    safety: {
      contraindications: [
        {
          match: kw(KIDNEY_DISEASE),
          reason: 'Creatine is cleared by the kidneys and is not advised with kidney disease.',
          severity: 'avoid',
        },
        {
          match: kw(PREGNANCY, BREASTFEEDING),
          reason: 'There is not enough safety information for pregnancy or breastfeeding.',
          severity: 'caution',
        },
        {
          match: kw(BIPOLAR),
          reason: 'There are reports of creatine triggering mania in bipolar disorder.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(DIURETICS, ['nsaid', 'ibuprofen', 'naproxen']),
          reason: 'Combined with water tablets or regular anti-inflammatories it may add strain on the kidneys.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'vitamin-b12',
    name: 'Vitamin B12',
    use_case: 'Energy and nerve health, especially for vegans, vegetarians and over-50s',
    dosage: '50–250 mcg a day (higher only if a blood test shows you are low)',
    type: 'vitamin',
    safety: {
      contraindications: [
        {
          match: ['leber', 'cobalt allergy'],
          reason: "Cobalt-containing B12 can harm the optic nerve in Leber's disease or trigger cobalt allergy.",
          severity: 'avoid',
        },
      ],
      interactions: [
        {
          match: kw(['metformin'], PPIS),
          reason: 'Metformin and acid-reducing medicines can lower B12 over time; a supplement is often helpful, and your doctor can check levels.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'iron-bisglycinate',
    name: 'Iron bisglycinate',
    use_case: 'Low iron or heavy periods, tiredness from iron deficiency',
    dosage: '18–28 mg of elemental iron a day, only if a blood test shows low iron; take away from tea, coffee and calcium',
    type: 'mineral',
    safety: {
      contraindications: [
        {
          match: kw(IRON_OVERLOAD),
          reason: 'Extra iron is dangerous when the body already stores too much iron.',
          severity: 'avoid',
        },
        {
          match: ['crohn', 'ulcerative colitis', 'inflammatory bowel disease', 'ibd', 'stomach ulcer', 'peptic ulcer'],
          reason: 'Iron can irritate the gut and worsen bowel inflammation or ulcers.',
          severity: 'caution',
        },
        {
          match: kw(PREGNANCY),
          reason: 'Iron needs rise in pregnancy; follow the dose your midwife or doctor recommends.',
          severity: 'info',
        },
      ],
      interactions: [
        { match: kw(THYROID_MEDICATION), reason: SEPARATE_FROM_THYROID_MEDS, severity: 'caution' },
        {
          match: kw(CHELATING_ANTIBIOTICS, BISPHOSPHONATES, ['levodopa', 'methyldopa', 'penicillamine']),
          reason: 'Iron reduces absorption of some antibiotics and other medicines: take them at least 2 hours apart.',
          severity: 'caution',
        },
        {
          match: kw(PPIS),
          reason: 'Acid-reducing medicines can lower iron absorption.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'zinc',
    name: 'Zinc',
    use_case: 'Immunity, skin, hair and menstrual health',
    dosage: '8–15 mg a day with food; long-term use above 25 mg a day can lower copper levels',
    type: 'mineral',
    safety: {
      contraindications: [
        {
          match: kw(KIDNEY_DISEASE),
          reason: 'Minerals can build up when the kidneys are not working well.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(CHELATING_ANTIBIOTICS, ['penicillamine']),
          reason: 'Zinc binds some antibiotics and penicillamine: take them at least 2 hours before or 4–6 hours after zinc.',
          severity: 'caution',
        },
        {
          match: kw(DIURETICS),
          reason: 'Thiazide water tablets increase zinc loss in urine.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'probiotic',
    name: 'Probiotic (multi-strain)',
    use_case: 'Digestive comfort, bloating and gut health after antibiotics',
    dosage: 'One capsule a day as labelled (typically 1–10 billion CFU)',
    type: 'probiotic',
    safety: {
      contraindications: [
        {
          match: kw(WEAKENED_IMMUNITY, ['pancreatitis']),
          reason: 'Live bacteria can rarely cause serious infection when the immune system is weakened or in severe pancreatitis.',
          severity: 'avoid',
        },
      ],
      interactions: [
        {
          match: kw(IMMUNOSUPPRESSANTS),
          reason: 'Live bacteria may cause infection while taking immunosuppressants.',
          severity: 'avoid',
        },
        {
          match: kw(['antibiotic', 'antifungal']),
          reason: 'Take probiotics at least 2 hours apart from antibiotics or antifungals.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'inositol',
    name: 'Myo-inositol',
    use_case: 'Cycle regularity and insulin sensitivity (often used for PCOS), mood',
    dosage: '2–4 g a day, often split into two doses',
    type: 'other',
    safety: {
      contraindications: [
        {
          match: kw(BIPOLAR),
          reason: 'High doses have been linked to mania in bipolar disorder.',
          severity: 'caution',
        },
        {
          match: kw(PREGNANCY, BREASTFEEDING),
          reason: 'Use only with advice from your doctor or midwife during pregnancy or breastfeeding.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(DIABETES_MEDICATION),
          reason: 'It can lower blood sugar and add to diabetes medicines.',
          severity: 'caution',
        },
        {
          match: kw(LITHIUM),
          reason: 'Inositol may interfere with lithium; discuss with your prescriber.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'vitamin-b6',
    name: 'Vitamin B6',
    use_case: 'PMS symptoms, mood and nausea',
    dosage: '10–25 mg a day; do not take more than 100 mg a day long term (it can damage nerves)',
    type: 'vitamin',
    safety: {
      contraindications: [
        {
          match: ['neuropathy', 'nerve damage'],
          reason: 'Too much B6 can cause nerve damage; keep the dose low and check with your doctor.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(['levodopa'], ANTICONVULSANTS, ['phenobarbital', 'amiodarone']),
          reason: 'B6 can reduce the effect of levodopa and some seizure medicines, and may increase sun sensitivity with amiodarone.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'calcium-citrate',
    name: 'Calcium citrate',
    use_case: 'Bone health when dietary calcium is low, especially around menopause',
    dosage: 'Up to 500 mg at a time; total from food and supplements about 1,000–1,200 mg a day',
    type: 'mineral',
    safety: {
      contraindications: [
        {
          match: kw(HIGH_CALCIUM),
          reason: 'Extra calcium is unsafe when blood calcium is already high.',
          severity: 'avoid',
        },
        {
          match: kw(KIDNEY_STONES, KIDNEY_DISEASE),
          reason: 'Calcium supplements may raise the risk of kidney stones or strain the kidneys; check with your doctor.',
          severity: 'caution',
        },
      ],
      interactions: [
        { match: kw(THYROID_MEDICATION), reason: SEPARATE_FROM_THYROID_MEDS, severity: 'caution' },
        {
          match: kw(CHELATING_ANTIBIOTICS, BISPHOSPHONATES),
          reason: 'Calcium binds some antibiotics and bone medicines: take them at least 2 hours apart.',
          severity: 'caution',
        },
        {
          match: kw(DIURETICS, DIGOXIN),
          reason: 'With thiazide water tablets or digoxin, calcium levels can rise too high.',
          severity: 'caution',
        },
        {
          match: ['iron supplement', 'iron tablet', 'ferrous'],
          reason: 'Calcium reduces iron absorption: take them at different times of day.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'l-theanine',
    name: 'L-theanine',
    use_case: 'Calm focus and easing everyday stress without drowsiness',
    dosage: '100–200 mg up to twice a day',
    type: 'amino-acid',
    safety: {
      contraindications: [
        {
          match: kw(PREGNANCY, BREASTFEEDING),
          reason: 'There is not enough safety information for pregnancy or breastfeeding.',
          severity: 'caution',
        },
        {
          match: ['low blood pressure', 'hypotension'],
          reason: 'It may lower blood pressure slightly.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(BLOOD_PRESSURE_MEDICATION, SEDATIVES),
          reason: 'It may add to the effect of blood pressure medicines and sedatives.',
          severity: 'caution',
        },
        {
          match: kw(STIMULANTS),
          reason: 'It may blunt the effect of stimulant medicines.',
          severity: 'info',
        },
      ],
    },
  },
  {
    id: 'rhodiola',
    name: 'Rhodiola rosea',
    use_case: 'Fatigue, stress resilience and mental stamina (adaptogen)',
    dosage: '200–400 mg of standardised extract in the morning (late doses can disturb sleep)',
    type: 'herb',
    safety: {
      contraindications: [
        {
          match: kw(PREGNANCY, BREASTFEEDING),
          reason: 'There is not enough safety information for pregnancy or breastfeeding.',
          severity: 'avoid',
        },
        {
          match: kw(BIPOLAR),
          reason: 'Its stimulating effect may trigger mania in bipolar disorder.',
          severity: 'avoid',
        },
        {
          match: kw(TRYING_TO_CONCEIVE, AUTOIMMUNE),
          reason: 'It may affect hormones and the immune system; check with your doctor first.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(MAOIS),
          reason: 'Combining it with MAOI antidepressants may cause a dangerous serotonin reaction.',
          severity: 'avoid',
        },
        {
          match: kw(ANTIDEPRESSANTS),
          reason: 'It may affect serotonin and interact with antidepressants; check with your prescriber.',
          severity: 'caution',
        },
        {
          match: kw(DIABETES_MEDICATION, BLOOD_PRESSURE_MEDICATION, STIMULANTS, IMMUNOSUPPRESSANTS),
          reason: 'It may affect blood sugar, blood pressure, stimulant or immunosuppressant medicines.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'curcumin',
    name: 'Curcumin (turmeric extract)',
    use_case: 'Joint comfort and inflammation',
    dosage: '500–1,000 mg of curcumin extract a day with food',
    type: 'herb',
    safety: {
      contraindications: [
        {
          match: ['gallstone', 'gallbladder', 'bile duct'],
          reason: 'It stimulates bile flow and can worsen gallstones or bile duct problems.',
          severity: 'avoid',
        },
        {
          match: kw(BLEEDING_DISORDERS, SURGERY),
          reason: 'It may slow blood clotting: stop at least 2 weeks before planned surgery.',
          severity: 'caution',
        },
        {
          match: kw(PREGNANCY, BREASTFEEDING, LIVER_DISEASE),
          reason: 'Supplement doses are not advised in pregnancy or breastfeeding, and rare liver injury has been reported.',
          severity: 'caution',
        },
        {
          match: ['iron deficiency', 'anaemia', 'anemia', 'low iron'],
          reason: 'It may reduce iron absorption.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(ANTICOAGULANTS),
          reason: 'It may increase the effect of blood thinners and the risk of bleeding.',
          severity: 'avoid',
        },
        {
          match: kw(ANTIPLATELETS),
          reason: 'It may add to antiplatelet medicines and increase bleeding risk.',
          severity: 'caution',
        },
        {
          match: kw(DIABETES_MEDICATION, ['tacrolimus', 'chemotherapy', 'chemo']),
          reason: 'It may lower blood sugar and change levels of some transplant and cancer medicines.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'chasteberry-vitex',
    name: 'Chasteberry (vitex)',
    use_case: 'PMS, breast tenderness and cycle regularity',
    dosage: '20–40 mg of dried fruit extract once a day in the morning; effects take about 3 cycles',
    type: 'herb',
    safety: {
      contraindications: [
        {
          match: kw(PREGNANCY),
          reason: 'It acts on reproductive hormones and should not be taken in pregnancy.',
          severity: 'avoid',
        },
        {
          match: kw(BREASTFEEDING),
          reason: 'It may reduce milk supply and its safety while breastfeeding is unknown.',
          severity: 'avoid',
        },
        {
          match: kw(HORMONE_SENSITIVE_CONDITIONS, ['pituitary']),
          reason: 'It affects hormone signalling and is not advised with hormone-sensitive or pituitary conditions.',
          severity: 'avoid',
        },
        {
          match: kw(TRYING_TO_CONCEIVE, ['endometriosis', 'fibroid', 'pcos']),
          reason: 'It changes reproductive hormones; use it only with advice from your doctor, and stop if you become pregnant.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(HORMONAL_CONTRACEPTIVES),
          reason: 'It may interfere with hormonal contraception.',
          severity: 'avoid',
        },
        {
          match: kw(HRT),
          reason: 'It may interfere with hormone replacement therapy.',
          severity: 'avoid',
        },
        {
          match: kw(DOPAMINE_MEDICATION),
          reason: 'It acts on dopamine and may interact with dopamine-related and antipsychotic medicines.',
          severity: 'avoid',
        },
      ],
    },
  },
  {
    id: 'evening-primrose-oil',
    name: 'Evening primrose oil',
    use_case: 'Breast tenderness, PMS and skin dryness',
    dosage: '1–3 g a day (for example 1,000 mg one to three times a day) with food',
    type: 'fatty-acid',
    safety: {
      contraindications: [
        {
          match: kw(SEIZURE_CONDITIONS),
          reason: 'It may lower the seizure threshold in some people.',
          severity: 'caution',
        },
        {
          match: kw(BLEEDING_DISORDERS, SURGERY),
          reason: 'It may slow blood clotting: stop 2 weeks before planned surgery.',
          severity: 'caution',
        },
        {
          match: kw(PREGNANCY),
          reason: 'Not recommended in pregnancy without advice from your midwife or doctor.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(ANTICOAGULANTS, ANTIPLATELETS),
          reason: 'It may add to blood thinners and increase the risk of bleeding.',
          severity: 'caution',
        },
        {
          match: kw(['phenothiazine', 'antipsychotic', 'chlorpromazine']),
          reason: 'With phenothiazine antipsychotics it may increase the risk of seizures.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'psyllium-husk',
    name: 'Psyllium husk (fibre)',
    use_case: 'Regularity, constipation, cholesterol and blood sugar balance',
    dosage: 'About 5 g (1 teaspoon) once or twice a day stirred into a full glass of water; start low',
    type: 'fibre',
    safety: {
      contraindications: [
        {
          match: ['bowel obstruction', 'intestinal obstruction', 'difficulty swallowing', 'dysphagia', 'oesophageal stricture', 'esophageal stricture'],
          reason: 'Bulking fibre can cause a blockage with bowel narrowing or swallowing problems.',
          severity: 'avoid',
        },
      ],
      interactions: [
        {
          match: kw(THYROID_MEDICATION, LITHIUM, DIGOXIN, ['carbamazepine']),
          reason: 'Fibre can reduce absorption of some medicines: take them at least 2 hours apart.',
          severity: 'caution',
        },
        {
          match: kw(DIABETES_MEDICATION),
          reason: 'It can lower blood sugar after meals; your diabetes medicine may need adjusting.',
          severity: 'caution',
        },
      ],
    },
  },
  {
    id: 'vitamin-c',
    name: 'Vitamin C',
    use_case: 'Immunity, skin and better iron absorption',
    dosage: '75–500 mg a day; do not exceed 2,000 mg a day',
    type: 'vitamin',
    safety: {
      contraindications: [
        {
          match: kw(IRON_OVERLOAD),
          reason: 'Vitamin C increases iron absorption, which is harmful with iron overload.',
          severity: 'avoid',
        },
        {
          match: kw(KIDNEY_STONES, KIDNEY_DISEASE),
          reason: 'High doses can raise oxalate and the risk of kidney stones.',
          severity: 'caution',
        },
        {
          match: ['g6pd'],
          reason: 'High doses can damage red blood cells in G6PD deficiency.',
          severity: 'caution',
        },
      ],
      interactions: [
        {
          match: kw(['chemotherapy', 'chemo']),
          reason: 'High-dose antioxidants may interfere with some cancer treatments; ask your oncology team.',
          severity: 'caution',
        },
      ],
    },
  },
]);

const SUPPLEMENTS_BY_ID: ReadonlyMap<string, Supplement> = new Map(SUPPLEMENTS.map((s) => [s.id, s]));

/** A built-in supplement by id, or undefined. */
export const getSupplementById = (id: string): Supplement | undefined => SUPPLEMENTS_BY_ID.get(id);
