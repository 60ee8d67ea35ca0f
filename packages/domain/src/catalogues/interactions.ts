// Interaction table for supplements and herbs people really take (docs/decisions/039): each entry has
// aliases and common misspellings, and rows against medication classes and conditions with a
// severity tier and a cited source note. Used for anything she types that is not (only) in the
// catalogue: custom routines, LLM output, recommendations, daily plan tasks.
//
// Severity: 'avoid' — do not take without her clinician's say-so; 'caution' — check with a
// pharmacist or doctor first (dose, timing, monitoring); 'info' — worth knowing.
// Sources are short names of the reference consulted for the row:
//   NCCIH  — US National Center for Complementary and Integrative Health, "Herbs at a Glance"
//   ODS    — NIH Office of Dietary Supplements, health-professional fact sheets
//   LactMed— NIH Drugs and Lactation Database
//   EMA    — European Medicines Agency, HMPC herbal monographs
//   MHRA   — UK MHRA drug safety updates / herbal safety advice
//   BNF    — British National Formulary, interactions appendix
//   NHS    — NHS medicines and pregnancy guidance (incl. bumps / UKTIS)
import type { MedicationClass, ProfileCondition } from '../safety/medication-classes';

export type InteractionTarget = MedicationClass | ProfileCondition;
export type InteractionSeverity = 'avoid' | 'caution' | 'info';

export interface InteractionRow {
  target: InteractionTarget;
  severity: InteractionSeverity;
  note: string;
  source: string;
}

export interface InteractionEntry {
  id: string;
  name: string;
  /** Lowercase names, brand words and misspellings that mean this supplement. */
  aliases: readonly string[];
  rows: readonly InteractionRow[];
}

type Row = [InteractionTarget, InteractionSeverity, string, string];

const e = (id: string, name: string, aliases: readonly string[], rows: readonly Row[]): InteractionEntry => ({
  id,
  name,
  aliases,
  rows: rows.map(([target, severity, note, source]) => ({ target, severity, note, source })),
});

// Repeated row texts.
const BLEED = 'May increase bleeding risk.';
const PREG_NO_DATA = 'Not enough is known about safety in pregnancy.';
const BF_NO_DATA = 'Not enough is known about safety while breastfeeding.';
const SURGERY_BLEED = 'Stop about two weeks before surgery (bleeding risk); tell your surgical team.';
const SEDATION = 'Can add to drowsiness from sedatives and sleeping medicines.';
const SUGAR = 'May lower blood sugar; can add to diabetes medication (risk of hypos).';
const HORMONAL = 'Has oestrogen-like or hormonal effects.';

export const INTERACTIONS: readonly InteractionEntry[] = [
  e('st-johns-wort', "St John's wort", ["st john's wort", 'st johns wort', 'st. johns wort', 'st john wort', 'saint johns wort', 'st johns wart', 'st jons wort', 'hypericum', 'sjw'], [
    ['anticoagulant', 'avoid', 'Makes warfarin and other blood thinners work less well (clot risk).', 'NCCIH; MHRA'],
    ['ssri_snri', 'avoid', 'With SSRIs/SNRIs it can cause serotonin syndrome.', 'NCCIH; BNF'],
    ['hormonal_contraception', 'avoid', 'Makes hormonal contraception less reliable (unplanned pregnancy, breakthrough bleeding).', 'MHRA; NCCIH'],
    ['hrt', 'caution', 'Can lower HRT hormone levels.', 'BNF'],
    ['immunosuppressant', 'avoid', 'Lowers levels of ciclosporin, tacrolimus and similar (rejection risk).', 'NCCIH; BNF'],
    ['antihypertensive', 'caution', 'Can lower levels of some blood pressure medicines.', 'BNF'],
    ['sedative', 'caution', 'Changes levels of several sleeping and anxiety medicines.', 'BNF'],
    ['pregnancy', 'avoid', PREG_NO_DATA, 'NCCIH; NHS'],
    ['breastfeeding', 'caution', 'Passes into milk; colic and drowsiness reported in babies.', 'LactMed'],
    ['upcoming_surgery', 'caution', 'Interacts with anaesthetic drugs; stop two weeks before surgery.', 'NCCIH'],
  ]),
  e('ginkgo', 'Ginkgo biloba', ['ginkgo', 'gingko', 'ginko', 'ginkgo biloba', 'gingko biloba'], [
    ['anticoagulant', 'avoid', `${BLEED} Bleeds reported with warfarin.`, 'NCCIH; BNF'],
    ['antiplatelet', 'caution', BLEED, 'NCCIH'],
    ['bleeding_disorder', 'avoid', BLEED, 'NCCIH'],
    ['upcoming_surgery', 'caution', SURGERY_BLEED, 'NCCIH'],
    ['pregnancy', 'avoid', `${PREG_NO_DATA} May increase bleeding around birth.`, 'NCCIH'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'LactMed'],
    ['ssri_snri', 'info', 'Case reports of interactions with antidepressants.', 'NCCIH'],
  ]),
  e('lemon-balm', 'Lemon balm', ['lemon balm', 'melissa', 'melissa officinalis', 'lemonbalm'], [
    ['sedative', 'caution', SEDATION, 'EMA'],
    ['thyroid_hormone', 'caution', 'May affect thyroid hormone activity; keep doses modest and tell your GP.', 'EMA; MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'EMA'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'EMA'],
    ['upcoming_surgery', 'info', 'Can add to anaesthetic drowsiness; stop two weeks before.', 'MedlinePlus'],
  ]),
  e('black-cohosh', 'Black cohosh', ['black cohosh', 'cimicifuga', 'actaea racemosa', 'remifemin', 'black kohosh'], [
    ['liver_disease', 'avoid', 'Linked to rare but serious liver injury.', 'MHRA; NCCIH'],
    ['hormone_sensitive_cancer', 'avoid', 'Hormonal effects not ruled out in breast or womb cancer.', 'NCCIH; EMA'],
    ['pregnancy', 'avoid', 'May bring on contractions.', 'NCCIH'],
    ['breastfeeding', 'avoid', BF_NO_DATA, 'LactMed'],
    ['hrt', 'caution', 'Do not combine with HRT without advice.', 'EMA'],
  ]),
  e('dong-quai', 'Dong quai', ['dong quai', 'dang gui', 'dong quay', 'angelica sinensis', 'female ginseng'], [
    ['anticoagulant', 'avoid', `${BLEED} Raises the effect of warfarin.`, 'NCCIH'],
    ['antiplatelet', 'caution', BLEED, 'NCCIH'],
    ['bleeding_disorder', 'avoid', BLEED, 'NCCIH'],
    ['upcoming_surgery', 'caution', SURGERY_BLEED, 'NCCIH'],
    ['pregnancy', 'avoid', 'May stimulate the womb.', 'NCCIH'],
    ['trying_to_conceive', 'caution', 'May affect the womb; not advised when trying to conceive.', 'NCCIH'],
    ['hormone_sensitive_cancer', 'avoid', HORMONAL, 'NCCIH'],
  ]),
  e('red-clover', 'Red clover', ['red clover', 'trifolium', 'red clover isoflavones', 'promensil'], [
    ['hormone_sensitive_cancer', 'avoid', `${HORMONAL} Not for hormone-sensitive cancers.`, 'NCCIH'],
    ['anticoagulant', 'caution', BLEED, 'NCCIH'],
    ['hormonal_contraception', 'caution', 'Hormonal effects may interfere with contraception.', 'MedlinePlus'],
    ['hrt', 'caution', 'Adds to oestrogen effects.', 'MedlinePlus'],
    ['pregnancy', 'avoid', HORMONAL, 'NCCIH'],
    ['breastfeeding', 'avoid', HORMONAL, 'NCCIH'],
  ]),
  e('licorice', 'Liquorice root', ['licorice', 'liquorice', 'licorice root', 'liquorice root', 'glycyrrhiza', 'licorise'], [
    ['antihypertensive', 'avoid', 'Raises blood pressure and lowers potassium.', 'NCCIH; BNF'],
    ['pregnancy', 'avoid', 'Large amounts linked to preterm birth.', 'NCCIH'],
    ['kidney_disease', 'avoid', 'Causes salt and water retention and low potassium.', 'NCCIH'],
    ['anticoagulant', 'caution', 'May change warfarin effect.', 'MedlinePlus'],
    ['hormone_sensitive_cancer', 'caution', HORMONAL, 'MedlinePlus'],
  ]),
  e('turmeric', 'Turmeric / curcumin', ['turmeric', 'curcumin', 'tumeric', 'termeric', 'curcuma', 'golden paste', 'meriva'], [
    ['anticoagulant', 'caution', `${BLEED} Raised INR reported with warfarin.`, 'NCCIH; MHRA'],
    ['antiplatelet', 'caution', BLEED, 'NCCIH'],
    ['bleeding_disorder', 'caution', BLEED, 'NCCIH'],
    ['upcoming_surgery', 'caution', SURGERY_BLEED, 'NCCIH'],
    ['liver_disease', 'caution', 'Concentrated extracts linked to liver injury.', 'NCCIH'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
    ['pregnancy', 'caution', 'Food amounts are fine; supplement doses are not known to be safe.', 'NCCIH'],
  ]),
  e('fish-oil', 'Fish oil / omega-3', ['fish oil', 'omega 3', 'omega-3', 'omega3', 'cod liver oil', 'krill oil', 'epa', 'dha', 'fishoil'], [
    ['anticoagulant', 'caution', 'High doses (over 3 g a day) may increase bleeding risk.', 'ODS'],
    ['antiplatelet', 'info', 'High doses may add to bleeding risk.', 'ODS'],
    ['upcoming_surgery', 'info', 'Mention high-dose fish oil to your surgical team.', 'ODS'],
    ['pregnancy', 'info', 'Choose fish oil, not cod liver oil (too much vitamin A in pregnancy).', 'NHS'],
    ['antihypertensive', 'info', 'May lower blood pressure a little more.', 'ODS'],
  ]),
  e('vitamin-k', 'Vitamin K', ['vitamin k', 'vitamin k2', 'k2', 'mk-7', 'mk7', 'menaquinone', 'phylloquinone', 'vit k'], [
    ['anticoagulant', 'avoid', 'Directly counteracts warfarin; keep vitamin K intake steady and ask your anticoagulant clinic.', 'ODS; BNF'],
  ]),
  e('iron', 'Iron', ['iron', 'ferrous sulphate', 'ferrous sulfate', 'ferrous fumarate', 'iron bisglycinate', 'floradix', 'spatone'], [
    ['thyroid_hormone', 'caution', 'Blocks levothyroxine absorption: take them at least 4 hours apart.', 'ODS; BNF'],
    ['liver_disease', 'caution', 'Iron builds up in some liver conditions; check your levels first.', 'ODS'],
    ['kidney_disease', 'caution', 'Iron needs are managed by your renal team.', 'NHS'],
  ]),
  e('iodine', 'Iodine / kelp', ['iodine', 'kelp', 'seaweed supplement', 'bladderwrack', 'potassium iodide', 'sea kelp'], [
    ['thyroid_hormone', 'avoid', 'Extra iodine can upset thyroid treatment.', 'ODS; NHS'],
    ['pregnancy', 'caution', 'Kelp iodine content varies widely; use a pregnancy multivitamin instead.', 'NHS'],
    ['breastfeeding', 'caution', 'Kelp iodine content varies widely.', 'LactMed'],
    ['antihypertensive', 'info', 'Potassium iodide with some blood pressure medicines can raise potassium.', 'ODS'],
  ]),
  e('biotin', 'Biotin', ['biotin', 'vitamin b7', 'b7', 'hair skin nails', 'vitamin h'], [
    ['thyroid_hormone', 'caution', 'Falsifies thyroid (and other) blood tests: stop 2 days before a blood test.', 'ODS; MHRA'],
  ]),
  e('dhea', 'DHEA', ['dhea', 'prasterone', 'dehydroepiandrosterone'], [
    ['hormone_sensitive_cancer', 'avoid', 'Converted to sex hormones.', 'NCCIH'],
    ['pregnancy', 'avoid', 'Hormone; not safe in pregnancy.', 'NCCIH'],
    ['breastfeeding', 'avoid', 'Hormone; not safe while breastfeeding.', 'NCCIH'],
    ['trying_to_conceive', 'caution', 'Use only under a fertility specialist.', 'NCCIH'],
    ['hrt', 'caution', 'Adds to hormone therapy.', 'MedlinePlus'],
    ['hormonal_contraception', 'caution', 'Hormonal effects.', 'MedlinePlus'],
    ['liver_disease', 'caution', 'Processed by the liver.', 'MedlinePlus'],
  ]),
  e('evening-primrose', 'Evening primrose oil', ['evening primrose', 'evening primrose oil', 'epo', 'primrose oil', 'evening primose'], [
    ['anticoagulant', 'caution', BLEED, 'NCCIH'],
    ['bleeding_disorder', 'caution', BLEED, 'NCCIH'],
    ['upcoming_surgery', 'caution', SURGERY_BLEED, 'NCCIH'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'NCCIH'],
  ]),
  e('vitex', 'Chasteberry (vitex)', ['vitex', 'chasteberry', 'chaste berry', 'chaste tree', 'agnus castus', 'agnus-castus', 'vitex agnus castus'], [
    ['hormonal_contraception', 'caution', 'Acts on hormones; may make contraception less reliable.', 'NCCIH'],
    ['hrt', 'caution', 'Acts on hormones.', 'NCCIH'],
    ['pregnancy', 'avoid', 'Acts on hormones.', 'NCCIH'],
    ['breastfeeding', 'avoid', 'May reduce milk supply.', 'LactMed'],
    ['trying_to_conceive', 'caution', 'Use only with advice when trying to conceive or during IVF.', 'NCCIH'],
    ['hormone_sensitive_cancer', 'avoid', HORMONAL, 'NCCIH'],
  ]),
  e('maca', 'Maca', ['maca', 'maca root', 'lepidium meyenii', 'peruvian ginseng'], [
    ['hormone_sensitive_cancer', 'caution', 'Possible hormonal effects.', 'MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'MedlinePlus'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'MedlinePlus'],
    ['thyroid_hormone', 'info', 'Contains goitrogens; tell your GP if you have thyroid disease.', 'MedlinePlus'],
  ]),
  e('valerian', 'Valerian', ['valerian', 'valerian root', 'valeriana', 'valerain', 'kalms'], [
    ['sedative', 'caution', SEDATION, 'NCCIH; EMA'],
    ['liver_disease', 'caution', 'Rare liver injury reported.', 'NCCIH'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'EMA'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'EMA'],
    ['upcoming_surgery', 'caution', 'Can add to anaesthetic drowsiness; tell your team.', 'NCCIH'],
  ]),
  e('kava', 'Kava', ['kava', 'kava kava', 'piper methysticum', 'kawa'], [
    ['liver_disease', 'avoid', 'Linked to severe liver damage.', 'NCCIH; MHRA'],
    ['sedative', 'avoid', SEDATION, 'NCCIH'],
    ['pregnancy', 'avoid', 'Not safe in pregnancy.', 'NCCIH'],
    ['breastfeeding', 'avoid', 'Not safe while breastfeeding.', 'LactMed'],
    ['upcoming_surgery', 'caution', 'Adds to anaesthetic sedation.', 'NCCIH'],
  ]),
  e('5-htp', '5-HTP', ['5-htp', '5 htp', '5htp', 'griffonia', 'hydroxytryptophan', 'l-5-htp'], [
    ['ssri_snri', 'avoid', 'With SSRIs/SNRIs it can cause serotonin syndrome.', 'NCCIH; BNF'],
    ['sedative', 'caution', SEDATION, 'MedlinePlus'],
    ['pregnancy', 'avoid', PREG_NO_DATA, 'MedlinePlus'],
    ['breastfeeding', 'avoid', BF_NO_DATA, 'MedlinePlus'],
  ]),
  e('melatonin', 'Melatonin', ['melatonin', 'melatonine', 'circadin', 'melatonn'], [
    ['sedative', 'caution', SEDATION, 'NCCIH'],
    ['anticoagulant', 'caution', 'May change warfarin effect.', 'NCCIH'],
    ['immunosuppressant', 'caution', 'May affect immune response.', 'MedlinePlus'],
    ['antidiabetic', 'info', 'May raise blood sugar a little.', 'MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'NCCIH'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'LactMed'],
    ['trying_to_conceive', 'info', 'May affect ovulation hormones.', 'MedlinePlus'],
  ]),
  e('ashwagandha', 'Ashwagandha', ['ashwagandha', 'ashwaganda', 'ashwagandah', 'ashwghanda', 'withania', 'withania somnifera', 'ksm-66', 'ksm 66', 'indian ginseng'], [
    ['thyroid_hormone', 'caution', 'May raise thyroid hormone levels; with thyroid medication this needs checking.', 'NCCIH'],
    ['pregnancy', 'avoid', 'May cause miscarriage.', 'NCCIH'],
    ['trying_to_conceive', 'caution', 'Not advised when you could become pregnant.', 'NCCIH'],
    ['breastfeeding', 'avoid', BF_NO_DATA, 'NCCIH'],
    ['sedative', 'caution', SEDATION, 'NCCIH'],
    ['immunosuppressant', 'caution', 'May stimulate the immune system.', 'MedlinePlus'],
    ['liver_disease', 'caution', 'Liver injury reported.', 'NCCIH'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
    ['antihypertensive', 'info', 'May lower blood pressure.', 'MedlinePlus'],
  ]),
  e('rhodiola', 'Rhodiola', ['rhodiola', 'rhodiola rosea', 'golden root', 'arctic root', 'rodiola'], [
    ['pregnancy', 'caution', PREG_NO_DATA, 'NCCIH'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'NCCIH'],
    ['ssri_snri', 'caution', 'May add to antidepressant effects.', 'MedlinePlus'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
  ]),
  e('ginseng', 'Ginseng (Panax)', ['ginseng', 'panax ginseng', 'korean ginseng', 'red ginseng', 'american ginseng', 'siberian ginseng', 'eleuthero'], [
    ['anticoagulant', 'caution', 'May make warfarin work less well.', 'NCCIH'],
    ['antidiabetic', 'caution', SUGAR, 'NCCIH'],
    ['hormone_sensitive_cancer', 'caution', HORMONAL, 'NCCIH'],
    ['pregnancy', 'avoid', PREG_NO_DATA, 'NCCIH'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'NCCIH'],
    ['ssri_snri', 'caution', 'Case reports of mania with antidepressants.', 'MedlinePlus'],
    ['immunosuppressant', 'caution', 'May stimulate the immune system.', 'MedlinePlus'],
  ]),
  e('garlic', 'Garlic supplements', ['garlic supplement', 'garlic supplements', 'garlic capsules', 'garlic tablets', 'aged garlic', 'allicin', 'kyolic'], [
    ['anticoagulant', 'caution', BLEED, 'NCCIH'],
    ['antiplatelet', 'caution', BLEED, 'NCCIH'],
    ['upcoming_surgery', 'caution', SURGERY_BLEED, 'NCCIH'],
    ['immunosuppressant', 'caution', 'Can lower levels of some transplant medicines.', 'NCCIH'],
    ['hormonal_contraception', 'info', 'May lower levels of some hormonal contraceptives.', 'MedlinePlus'],
  ]),
  e('ginger', 'Ginger supplements', ['ginger supplement', 'ginger supplements', 'ginger capsules', 'ginger extract', 'ginger shots'], [
    ['anticoagulant', 'caution', 'High doses may increase bleeding risk.', 'NCCIH'],
    ['antiplatelet', 'info', 'High doses may add to bleeding risk.', 'NCCIH'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
    ['pregnancy', 'info', 'Small amounts for sickness are commonly used; ask your midwife about doses.', 'NCCIH; NHS'],
  ]),
  e('green-tea-extract', 'Green tea extract', ['green tea extract', 'egcg', 'green tea capsules', 'matcha extract'], [
    ['liver_disease', 'avoid', 'Concentrated extracts linked to liver injury.', 'NCCIH; EMA'],
    ['anticoagulant', 'caution', 'Vitamin K content may change warfarin effect.', 'MedlinePlus'],
    ['antihypertensive', 'caution', 'Lowers levels of nadolol and some blood pressure medicines.', 'NCCIH'],
    ['pregnancy', 'caution', 'Caffeine and lower folate uptake.', 'NCCIH'],
    ['trying_to_conceive', 'info', 'May reduce folate uptake.', 'MedlinePlus'],
  ]),
  e('milk-thistle', 'Milk thistle', ['milk thistle', 'silymarin', 'silybum', 'milk thisle'], [
    ['antidiabetic', 'caution', SUGAR, 'NCCIH'],
    ['hormone_sensitive_cancer', 'caution', HORMONAL, 'MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'NCCIH'],
    ['breastfeeding', 'caution', BF_NO_DATA, 'LactMed'],
  ]),
  e('berberine', 'Berberine', ['berberine', 'berberin', 'goldenseal', 'golden seal', 'oregon grape'], [
    ['antidiabetic', 'caution', SUGAR, 'NCCIH'],
    ['immunosuppressant', 'avoid', 'Raises ciclosporin levels.', 'NCCIH'],
    ['pregnancy', 'avoid', 'Can harm the baby (jaundice).', 'NCCIH'],
    ['breastfeeding', 'avoid', 'Can harm the baby (jaundice).', 'NCCIH; LactMed'],
    ['antihypertensive', 'caution', 'May lower blood pressure further.', 'MedlinePlus'],
    ['sedative', 'caution', SEDATION, 'MedlinePlus'],
  ]),
  e('cinnamon', 'Cinnamon supplements', ['cinnamon supplement', 'cinnamon capsules', 'cassia', 'cinnamon extract'], [
    ['antidiabetic', 'caution', SUGAR, 'NCCIH'],
    ['liver_disease', 'caution', 'Cassia cinnamon contains coumarin, which can harm the liver.', 'NCCIH; EMA'],
    ['anticoagulant', 'info', 'Coumarin in cassia may add to blood thinners.', 'MedlinePlus'],
  ]),
  e('chromium', 'Chromium', ['chromium', 'chromium picolinate'], [
    ['antidiabetic', 'caution', SUGAR, 'ODS'],
    ['thyroid_hormone', 'caution', 'Reduces levothyroxine absorption; take 4 hours apart.', 'ODS'],
    ['kidney_disease', 'caution', 'Kidney harm reported at high doses.', 'ODS'],
  ]),
  e('magnesium', 'Magnesium', ['magnesium', 'magnesium glycinate', 'magnesium citrate', 'mag glycinate', 'magnesium bisglycinate'], [
    ['thyroid_hormone', 'info', 'Take 4 hours apart from levothyroxine.', 'ODS'],
    ['kidney_disease', 'avoid', 'Can build up to harmful levels when the kidneys do not clear it.', 'ODS'],
    ['antihypertensive', 'info', 'May add a little to blood pressure lowering.', 'ODS'],
  ]),
  e('calcium', 'Calcium', ['calcium', 'calcium carbonate', 'calcium citrate', 'calcichew', 'adcal'], [
    ['thyroid_hormone', 'caution', 'Blocks levothyroxine absorption: take them at least 4 hours apart.', 'ODS; BNF'],
    ['kidney_disease', 'caution', 'Calcium balance is managed by your renal team.', 'ODS'],
    ['antihypertensive', 'info', 'Thiazide diuretics with calcium can raise calcium levels.', 'ODS'],
  ]),
  e('vitamin-d', 'Vitamin D', ['vitamin d', 'vitamin d3', 'vit d', 'cholecalciferol', 'd3'], [
    ['kidney_disease', 'caution', 'Kidney disease changes vitamin D needs; ask your renal team.', 'ODS'],
    ['antihypertensive', 'info', 'With thiazide diuretics, high doses can raise calcium.', 'ODS'],
  ]),
  e('vitamin-a', 'Vitamin A', ['vitamin a', 'retinol', 'retinyl', 'vit a'], [
    ['pregnancy', 'avoid', 'High doses of vitamin A can harm the baby.', 'NHS; ODS'],
    ['trying_to_conceive', 'caution', 'Avoid high doses of vitamin A when you could become pregnant.', 'NHS'],
    ['liver_disease', 'caution', 'Builds up in the liver.', 'ODS'],
  ]),
  e('vitamin-e', 'Vitamin E', ['vitamin e', 'tocopherol', 'vit e'], [
    ['anticoagulant', 'caution', 'High doses may increase bleeding risk.', 'ODS'],
    ['antiplatelet', 'caution', 'High doses may increase bleeding risk.', 'ODS'],
    ['upcoming_surgery', 'info', 'Mention high-dose vitamin E to your surgical team.', 'ODS'],
  ]),
  e('vitamin-c', 'Vitamin C', ['vitamin c', 'ascorbic acid', 'vit c'], [
    ['kidney_disease', 'caution', 'High doses can cause kidney stones.', 'ODS'],
  ]),
  e('vitamin-b6', 'Vitamin B6', ['vitamin b6', 'b6', 'pyridoxine', 'p5p'], [
    ['pregnancy', 'info', 'Keep to 10 mg a day or less unless advised.', 'NHS'],
  ]),
  e('vitamin-b12', 'Vitamin B12', ['vitamin b12', 'b12', 'cobalamin', 'methylcobalamin'], [
    ['antidiabetic', 'info', 'Metformin lowers B12 over time; ask for a level check.', 'ODS'],
  ]),
  e('folic-acid', 'Folic acid / folate', ['folic acid', 'folate', 'methylfolate', '5-mthf', 'l-methylfolate'], [
    ['trying_to_conceive', 'info', 'Recommended when trying to conceive (400 micrograms a day unless advised otherwise).', 'NHS'],
    ['immunosuppressant', 'info', 'With methotrexate, take folic acid only as your team prescribes.', 'BNF'],
  ]),
  e('zinc', 'Zinc', ['zinc', 'zinc picolinate', 'zinc gluconate'], [
    ['immunosuppressant', 'caution', 'May stimulate the immune system.', 'ODS'],
    ['kidney_disease', 'caution', 'Kidney disease changes mineral needs.', 'ODS'],
  ]),
  e('selenium', 'Selenium', ['selenium'], [
    ['thyroid_hormone', 'info', 'Helpful only if low; high doses are harmful.', 'ODS'],
    ['anticoagulant', 'info', 'High doses may increase bleeding risk.', 'ODS'],
  ]),
  e('potassium', 'Potassium', ['potassium', 'potassium citrate', 'potassium chloride', 'lo salt'], [
    ['antihypertensive', 'avoid', 'With ACE inhibitors, ARBs or spironolactone it can raise potassium dangerously.', 'BNF; ODS'],
    ['kidney_disease', 'avoid', 'Potassium can build up to dangerous levels.', 'ODS'],
  ]),
  e('coq10', 'Coenzyme Q10', ['coq10', 'co q10', 'co-q10', 'coenzyme q10', 'ubiquinol', 'ubiquinone'], [
    ['anticoagulant', 'caution', 'May make warfarin work less well.', 'NCCIH; BNF'],
    ['antihypertensive', 'info', 'May lower blood pressure.', 'NCCIH'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
  ]),
  e('saw-palmetto', 'Saw palmetto', ['saw palmetto', 'serenoa', 'sabal'], [
    ['hormonal_contraception', 'caution', 'Hormonal effects may interfere with contraception.', 'NCCIH'],
    ['hrt', 'caution', 'Hormonal effects.', 'NCCIH'],
    ['pregnancy', 'avoid', 'Hormonal effects.', 'NCCIH'],
    ['breastfeeding', 'avoid', 'Hormonal effects.', 'NCCIH'],
    ['anticoagulant', 'caution', BLEED, 'MedlinePlus'],
  ]),
  e('spearmint', 'Spearmint (tea or extract)', ['spearmint', 'spearmint tea', 'spearmint extract'], [
    ['pregnancy', 'info', 'Tea amounts are fine; concentrated extracts are not studied in pregnancy.', 'MedlinePlus'],
  ]),
  e('inositol', 'Inositol', ['inositol', 'myo-inositol', 'myo inositol', 'd-chiro-inositol', 'ovasitol'], [
    ['antidiabetic', 'caution', SUGAR, 'MedlinePlus'],
    ['pregnancy', 'caution', 'High doses not studied in pregnancy.', 'MedlinePlus'],
  ]),
  e('nac', 'N-acetyl cysteine (NAC)', ['nac', 'n-acetyl cysteine', 'n acetyl cysteine', 'n-acetylcysteine', 'acetylcysteine'], [
    ['anticoagulant', 'caution', BLEED, 'MedlinePlus'],
    ['antihypertensive', 'info', 'With nitrates it can cause low blood pressure and headache.', 'MedlinePlus'],
  ]),
  e('alpha-lipoic-acid', 'Alpha-lipoic acid', ['alpha lipoic acid', 'alpha-lipoic acid', 'lipoic acid'], [
    ['antidiabetic', 'caution', SUGAR, 'NCCIH'],
    ['thyroid_hormone', 'caution', 'May lower thyroid hormone levels.', 'MedlinePlus'],
  ]),
  e('echinacea', 'Echinacea', ['echinacea', 'echinechea', 'echinaecea', 'purple coneflower', 'echinaforce'], [
    ['immunosuppressant', 'avoid', 'Stimulates the immune system; may work against your medicine.', 'NCCIH; EMA'],
    ['liver_disease', 'caution', 'Processed by the liver.', 'MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'EMA'],
  ]),
  e('elderberry', 'Elderberry', ['elderberry', 'sambucus', 'sambucol'], [
    ['immunosuppressant', 'caution', 'May stimulate the immune system.', 'NCCIH'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'NCCIH'],
  ]),
  e('probiotic', 'Probiotics', ['probiotic', 'probiotics', 'lactobacillus', 'bifidobacterium', 'saccharomyces', 'kefir capsules'], [
    ['immunosuppressant', 'caution', 'Rare serious infections in people with weakened immunity.', 'NCCIH'],
  ]),
  e('psyllium', 'Psyllium / fibre supplements', ['psyllium', 'psyllium husk', 'ispaghula', 'fybogel', 'metamucil', 'fibre supplement', 'fiber supplement'], [
    ['thyroid_hormone', 'caution', 'Can reduce absorption of medicines: take 2–4 hours apart.', 'BNF'],
    ['antidiabetic', 'info', 'Can lower blood sugar after meals.', 'MedlinePlus'],
  ]),
  e('peppermint-oil', 'Peppermint oil capsules', ['peppermint oil', 'peppermint capsules', 'colpermin', 'buscomint'], [
    ['immunosuppressant', 'info', 'May raise ciclosporin levels.', 'MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'EMA'],
  ]),
  e('chamomile', 'Chamomile', ['chamomile', 'camomile', 'chamomille', 'matricaria'], [
    ['anticoagulant', 'caution', 'May increase the effect of warfarin.', 'NCCIH'],
    ['sedative', 'info', SEDATION, 'NCCIH'],
    ['pregnancy', 'info', 'Tea amounts are generally fine; avoid concentrated extracts.', 'NCCIH'],
  ]),
  e('passionflower', 'Passionflower', ['passionflower', 'passion flower', 'passiflora'], [
    ['sedative', 'caution', SEDATION, 'NCCIH'],
    ['pregnancy', 'avoid', 'May stimulate the womb.', 'NCCIH'],
    ['upcoming_surgery', 'caution', 'Adds to anaesthetic sedation.', 'MedlinePlus'],
  ]),
  e('l-theanine', 'L-theanine', ['l-theanine', 'theanine', 'l theanine'], [
    ['sedative', 'info', SEDATION, 'MedlinePlus'],
    ['antihypertensive', 'info', 'May lower blood pressure a little.', 'MedlinePlus'],
  ]),
  e('saffron', 'Saffron extract', ['saffron', 'saffron extract', 'affron', 'satiereal'], [
    ['ssri_snri', 'caution', 'May add to antidepressant effects.', 'NCCIH'],
    ['pregnancy', 'avoid', 'High doses may stimulate the womb.', 'NCCIH'],
    ['anticoagulant', 'info', 'May add to bleeding risk.', 'MedlinePlus'],
  ]),
  e('sam-e', 'SAMe', ['sam-e', 'same supplement', 's-adenosyl methionine', 'sam e'], [
    ['ssri_snri', 'avoid', 'With SSRIs/SNRIs it can cause serotonin syndrome.', 'NCCIH'],
  ]),
  e('tryptophan', 'L-tryptophan', ['tryptophan', 'l-tryptophan', 'l tryptophan'], [
    ['ssri_snri', 'avoid', 'With SSRIs/SNRIs it can cause serotonin syndrome.', 'BNF'],
    ['sedative', 'caution', SEDATION, 'MedlinePlus'],
  ]),
  e('creatine', 'Creatine', ['creatine', 'creatine monohydrate'], [
    ['kidney_disease', 'avoid', 'Can strain the kidneys and affects kidney blood tests.', 'MedlinePlus'],
  ]),
  e('soy-isoflavones', 'Soy isoflavones', ['soy isoflavones', 'isoflavones', 'soy extract', 'genistein'], [
    ['hormone_sensitive_cancer', 'avoid', `${HORMONAL} Supplements (not soy foods) are not advised.`, 'NCCIH'],
    ['thyroid_hormone', 'caution', 'May reduce levothyroxine absorption; take apart.', 'MedlinePlus'],
    ['pregnancy', 'caution', HORMONAL, 'NCCIH'],
  ]),
  e('dim', 'DIM (diindolylmethane)', ['dim supplement', 'diindolylmethane', 'indole-3-carbinol', 'i3c'], [
    ['hormone_sensitive_cancer', 'caution', 'Changes oestrogen metabolism.', 'MedlinePlus'],
    ['hrt', 'caution', 'Changes oestrogen metabolism.', 'MedlinePlus'],
    ['hormonal_contraception', 'caution', 'Changes oestrogen metabolism.', 'MedlinePlus'],
    ['pregnancy', 'avoid', PREG_NO_DATA, 'MedlinePlus'],
  ]),
  e('fenugreek', 'Fenugreek', ['fenugreek', 'fenugreek seed', 'methi', 'fenugreak'], [
    ['anticoagulant', 'caution', BLEED, 'NCCIH'],
    ['antidiabetic', 'caution', SUGAR, 'NCCIH'],
    ['pregnancy', 'avoid', 'May cause contractions and birth defects.', 'NCCIH'],
    ['breastfeeding', 'info', 'Used for milk supply; evidence is weak; watch for tummy upset in baby.', 'LactMed'],
  ]),
  e('shatavari', 'Shatavari', ['shatavari', 'asparagus racemosus'], [
    ['hormone_sensitive_cancer', 'caution', HORMONAL, 'MedlinePlus'],
    ['pregnancy', 'caution', PREG_NO_DATA, 'MedlinePlus'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
  ]),
  e('hops', 'Hops', ['hops', 'hop extract', 'humulus'], [
    ['sedative', 'caution', SEDATION, 'MedlinePlus'],
    ['hormone_sensitive_cancer', 'caution', HORMONAL, 'MedlinePlus'],
  ]),
  e('sage', 'Sage extract', ['sage extract', 'sage tablets', 'menosan', 'salvia officinalis'], [
    ['pregnancy', 'avoid', 'Thujone in concentrated sage may harm the pregnancy.', 'EMA'],
    ['breastfeeding', 'caution', 'May reduce milk supply.', 'LactMed'],
    ['hormone_sensitive_cancer', 'caution', HORMONAL, 'MedlinePlus'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
  ]),
  e('cbd', 'CBD oil', ['cbd', 'cbd oil', 'cannabidiol', 'hemp oil extract'], [
    ['anticoagulant', 'caution', 'Raises warfarin levels.', 'NCCIH'],
    ['sedative', 'caution', SEDATION, 'NCCIH'],
    ['liver_disease', 'caution', 'Can raise liver enzymes.', 'NCCIH'],
    ['immunosuppressant', 'caution', 'Raises tacrolimus levels.', 'MedlinePlus'],
    ['pregnancy', 'avoid', 'Not safe in pregnancy.', 'NCCIH'],
    ['breastfeeding', 'avoid', 'Not safe while breastfeeding.', 'NCCIH'],
  ]),
  e('collagen', 'Collagen', ['collagen', 'collagen peptides', 'marine collagen'], [
    ['kidney_disease', 'info', 'Adds protein; check with your renal team.', 'MedlinePlus'],
  ]),
  e('apple-cider-vinegar', 'Apple cider vinegar', ['apple cider vinegar', 'acv', 'acv gummies'], [
    ['antidiabetic', 'caution', SUGAR, 'MedlinePlus'],
    ['antihypertensive', 'info', 'With diuretics it may lower potassium.', 'MedlinePlus'],
  ]),
  e('moringa', 'Moringa', ['moringa', 'moringa oleifera'], [
    ['pregnancy', 'avoid', 'Root and bark may cause contractions.', 'MedlinePlus'],
    ['thyroid_hormone', 'caution', 'May affect levothyroxine absorption.', 'MedlinePlus'],
    ['antidiabetic', 'info', SUGAR, 'MedlinePlus'],
  ]),
];

/** Entries by id. */
export const INTERACTIONS_BY_ID: ReadonlyMap<string, InteractionEntry> = new Map(INTERACTIONS.map((x) => [x.id, x]));
