/**
 * Everything the five-question flow needs once the answers are in: the domain rules that build
 * the preview (focus areas, triage, the programme and its screened supplements), the result
 * screen and the save. ~40 KiB gzip of catalogues and rules that the first question should not
 * wait for: the page imports this module when idle and at the last answer.
 */
export { recommendationsForLifeStage } from '@cadence/domain';
export { buildPlanPreview, withProfileCorrections } from './plan-preview';
export { PlanResult } from './plan-result';
export { newSaveProgress, savePersonalizedPlan } from './save-personalized-plan';
