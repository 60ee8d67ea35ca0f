// Life stage, cycle and day-mark constants. See docs/decisions/043-rhythm-cycle-and-life-stage.md.

/** Life stages she may choose (all optional; 'prefer_not_to_say' and no answer behave alike). */
export const LIFE_STAGES = [
  'regular_cycles',
  'irregular_cycles',
  'perimenopause',
  'menopause',
  'hormonal_contraception',
  'pregnant',
  'breastfeeding',
  'prefer_not_to_say',
] as const;

/** The labels shown for each life stage (onboarding and Edit Profile). */
export const LIFE_STAGE_LABELS: Readonly<Record<(typeof LIFE_STAGES)[number], string>> = {
  regular_cycles: 'I have regular cycles',
  irregular_cycles: 'Irregular cycles',
  perimenopause: 'Perimenopause',
  menopause: 'Menopause / post-menopause',
  hormonal_contraception: 'Hormonal contraception or HRT',
  pregnant: 'Pregnant',
  breastfeeding: 'Breastfeeding',
  prefer_not_to_say: 'Prefer not to say',
};

/** Cycle phases in order. */
export const CYCLE_PHASES = ['menstrual', 'follicular', 'ovulatory', 'luteal'] as const;

/** Marks a day may carry: both pause habit strength without penalty. */
export const DAY_MARKS = ['rest', 'sick'] as const;

/** Cycle lengths the phase maths accepts (days). */
export const CYCLE_LENGTH_MIN = 21;
export const CYCLE_LENGTH_MAX = 45;
/** Used until CYCLES_FOR_ESTIMATE cycles are logged. */
export const DEFAULT_CYCLE_LENGTH = 28;
/** Complete cycles (gaps between logged period starts) needed before her own length is used. */
export const CYCLES_FOR_ESTIMATE = 2;
/** Days counted as the menstrual phase. */
export const MENSTRUAL_DAYS = 5;
/** The luteal phase is about this long; ovulation ≈ cycle length − this. */
export const LUTEAL_LENGTH = 14;
/** At most this many period starts are kept (about 4 years). */
export const MAX_PERIOD_STARTS = 60;
/** At most this many routines can be skipped on purpose in one day. */
export const MAX_SKIPPED_ROUTINES = 50;
