/**
 * What step 3 needs once routines come back (life-stage screening, the fallback routines): the
 * supplement and interaction catalogues are ~11 KiB gzip that the wizard's first screen should not
 * download, so the page imports this module when it starts generating (and preloads it when idle).
 */
export { fallbackWizardRoutines, routinesForLifeStage } from '@cadence/domain';
