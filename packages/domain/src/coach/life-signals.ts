// What her own words say about her life stage and cycle, as far as the coach needs it (not cycle
// maths: that is the 'rhythm' work). Seed cycling needs a natural cycle: not on hormonal
// contraception or HRT, not pregnant or breastfeeding, not after menopause. Hot flushes and night
// sweats make suggestions perimenopause-aware.
import { isNegated, normalizeText, splitClauses } from '../safety/text';

export interface LifeSignals {
  hotFlushes: boolean;
  nightSweats: boolean;
  /** Peri- or menopause named, or hot flushes / night sweats described. */
  perimenopause: boolean;
  postMenopause: boolean;
  hormonalContraception: boolean;
  hrt: boolean;
  pregnant: boolean;
  breastfeeding: boolean;
  /** A natural cycle as far as her words tell: seed cycling and cycle-aligned advice may apply. */
  naturalCycle: boolean;
}

const P = {
  hotFlushes: /\bhot (?:flush|flash)(?:es|ing)?\b/,
  nightSweats: /\bnight ?sweats?\b/,
  peri: /\b(?:peri-?menopaus\w*|menopaus\w*|the change)\b/,
  post: /\b(?:post-?menopaus\w*|periods? (?:have |has )?stopped|no (?:more )?periods|(?:had|after) (?:a |my )?hysterectomy)\b/,
  contraception:
    /\b(?:on the (?:mini[- ])?pill|(?:contraceptive|birth control|combined|mini)[- ]pill|the pill|hormonal (?:contraception|coil|iud)|mirena|(?:contraceptive )?implant|nexplanon|depo(?:[- ]provera)?|contraceptive (?:injection|patch|ring)|nuvaring|birth control)\b/,
  off: /\b(?:came off|come off|coming off|stopped|quit|off) (?:the )?(?:mini[- ])?(?:pill|contracepti\w*|birth control)\b/,
  hrt: /\b(?:hrt|hormone replacement(?: therapy)?|oestrogen gel|estrogen patch|utrogestan)\b/,
  pregnant: /\b(?:pregnant|pregnancy|expecting (?:a baby|twins)|(?:first|second|third) trimester|weeks along)\b/,
  breastfeeding: /\b(?:breast ?feeding|nursing my|lactating)\b/,
} as const;

function said(clauses: readonly string[], re: RegExp): boolean {
  const g = new RegExp(re.source, 'g');
  return clauses.some((c) => [...c.matchAll(g)].some((m) => !isNegated(c.slice(0, m.index))));
}

/**
 * Read the signals from her answers, challenges, conditions and medications, and from her life
 * stage when she gave one (docs/decisions/043): a life stage she chose counts as if she had said it.
 */
export function lifeSignalsFrom(texts: readonly (string | null | undefined)[], lifeStage?: string | null): LifeSignals {
  const clauses = texts
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .flatMap((t) => splitClauses(normalizeText(t)));
  const hotFlushes = said(clauses, P.hotFlushes);
  const nightSweats = said(clauses, P.nightSweats);
  const postMenopause = lifeStage === 'menopause' || said(clauses, P.post);
  const cameOff = said(clauses, P.off);
  // 'Hormonal contraception or HRT' is one life stage: it rules out natural-cycle advice like either.
  const hormonalContraception = lifeStage === 'hormonal_contraception' || (!cameOff && said(clauses, P.contraception));
  const hrt = said(clauses, P.hrt);
  const pregnant = lifeStage === 'pregnant' || said(clauses, P.pregnant);
  const breastfeeding = lifeStage === 'breastfeeding' || said(clauses, P.breastfeeding);
  const perimenopause = hotFlushes || nightSweats || lifeStage === 'perimenopause' || said(clauses, P.peri) || postMenopause;
  return {
    hotFlushes,
    nightSweats,
    perimenopause,
    postMenopause,
    hormonalContraception,
    hrt,
    pregnant,
    breastfeeding,
    naturalCycle: !hormonalContraception && !hrt && !pregnant && !breastfeeding && !postMenopause,
  };
}

/** The perimenopause-aware suggestion used where seed cycling or cycle-aligned advice would not fit. */
export const PERIMENOPAUSE_RECOMMENDATION = {
  title: 'Cool Evenings for Hot Flushes',
  description:
    'Keep your bedroom cool, wear light layers you can take off, keep cold water by the bed and notice triggers such as alcohol, caffeine or spicy food. Your GP can talk you through perimenopause options.',
  category: 'other',
  frequency: 'daily',
} as const;
