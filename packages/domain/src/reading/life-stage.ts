// The one vocabulary for what her words say about her life stage (docs/decisions/140: no module keeps its own word list):
// hot flushes and night sweats (the reading's symptoms use these same patterns), peri- and post-menopause,
// hormonal contraception and HRT, pregnancy and breastfeeding. Pregnancy and breastfeeding are built from
// the supplement-screening catalogue's own lists, so life signals and screening agree on the words.
import { BREASTFEEDING, PREGNANCY } from '../catalogues/safety-keywords';
import { escapeRegExp } from '../safety/regex-trie';

const alternatives = (list: readonly string[]): string => list.map(escapeRegExp).join('|');

export const LIFE_STAGE_WORDS = {
  hotFlushes: /\bhot (?:flush|flash)(?:es|ing)?\b/,
  nightSweats: /\bnight ?sweats?\b/,
  peri: /\b(?:peri-?menopaus\w*|menopaus\w*|the change)\b/,
  post: /\b(?:post-?menopaus\w*|periods? (?:have |has )?stopped|no (?:more )?periods|(?:had|after) (?:a |my )?hysterectomy)\b/,
  contraception:
    /\b(?:on the (?:mini[- ])?pill|(?:contraceptive|birth control|combined|mini)[- ]pill|the pill|hormonal (?:contraception|coil|iud)|mirena|(?:contraceptive )?implant|nexplanon|depo(?:[- ]provera)?|contraceptive (?:injection|patch|ring)|nuvaring|birth control)\b/,
  /** Came off it: not on it now. */
  off: /\b(?:came off|come off|coming off|stopped|quit|off) (?:the )?(?:mini[- ])?(?:pill|contracepti\w*|birth control)\b/,
  hrt: /\b(?:hrt|hormone replacement(?: therapy)?|oestrogen gel|estrogen patch|utrogestan)\b/,
  pregnant: new RegExp(`\\b(?:${alternatives(PREGNANCY)}|expecting twins|(?:first|second|third) trimester|weeks along)\\b`),
  breastfeeding: new RegExp(`\\b(?:${alternatives(BREASTFEEDING)}|nursing my)\\b`),
} as const satisfies Record<string, RegExp>;

/** A copy that finds every match (the reading scans a clause for all of them). */
export const everyMatch = (re: RegExp): RegExp => new RegExp(re.source, 'g');
