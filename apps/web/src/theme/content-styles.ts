import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Static classes for the building blocks the dashboard repeats — the page container, tick boxes,
 * progress bars, plan task rows and their badges — written with Chakra's tokens and conditions and
 * built into index.html with the shell's (./document-system.ts). A plan of eight tasks rendered
 * ~90 Chakra elements whose styles were computed, hashed and inserted at run time; on a slow phone
 * that was most of the dashboard's long tasks (docs/decisions/022: Total Blocking Time). They look exactly as
 * the Chakra components they replace (Box, Checkmark recipe md/sm, Badge recipe subtle/sm).
 */
export const contentStyles: Record<string, SystemStyleObject> = {
  '.cadence-page': {
    maxW: '5xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '5', md: '8' },
    '&[data-width=lg]': { maxW: 'lg' },
    '&[data-width=xl]': { maxW: 'xl' },
    '&[data-width="2xl"]': { maxW: '2xl' },
    '&[data-width="3xl"]': { maxW: '3xl' },
  },

  // CheckItem: a real checkbox, invisible, over a drawn tick box (Chakra's Checkmark, solid, brand).
  '.cadence-check': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2.5',
    position: 'relative',
    cursor: 'pointer',
    fontSize: 'md',
    '&[data-size=sm]': { fontSize: 'sm' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-boxed]': { borderWidth: '1px', borderRadius: 'md', p: '3', w: 'full' },
  },
  '.cadence-check__input': {
    position: 'absolute',
    w: '5',
    h: '5',
    m: '0',
    opacity: 0,
    cursor: 'inherit',
    '[data-size=sm] > &': { w: '4', h: '4' },
  },
  '.cadence-check__box': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    color: 'white',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    boxSize: '5',
    p: '0.5',
    mt: '0.5',
    pointerEvents: 'none',
    '[data-size=sm] > &': { boxSize: '4', p: '0' },
    '&[data-state=checked]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
    '&[data-disabled]': { opacity: 0.5 },
    '.cadence-check__input:focus-visible + &': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '.cadence-check__text': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
  '.cadence-check__label': {
    '&[data-weight=medium]': { fontWeight: 'medium' },
    '&[data-weight=semibold]': { fontWeight: 'semibold' },
    '&[data-struck]': { textDecoration: 'line-through' },
  },
  '.cadence-check__details': { display: 'flex', flexDirection: 'column', gap: '1' },

  // ProgressBar: label and value above a bar (role=progressbar).
  '.cadence-progress__head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '1' },
  '.cadence-progress__label, .cadence-progress__value': {
    fontSize: 'sm',
    m: '0',
    '[data-size=lg] &': { fontSize: 'md' },
    '[data-tone=muted] &': { color: 'fg.muted' },
  },
  '.cadence-progress__value': { '[data-size=lg] &': { fontWeight: 'bold' } },
  '.cadence-progress__track': { h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden', '[data-size=lg] &': { h: '3' } },
  '.cadence-progress__fill': { h: 'full', bg: 'brand.solid', borderRadius: 'full', transition: 'width 0.3s' },

  // A task of today's plan.
  '.cadence-task': {
    borderWidth: '1px',
    borderRadius: 'md',
    p: '3',
    bg: 'bg',
    '&[data-done]': { bg: 'brand.subtle' },
  },
  '.cadence-task__head': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' },
  '.cadence-task__meta': { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
  '.cadence-task__more': { ps: '7', mt: '1' },
  '.cadence-task__reason': { fontSize: 'sm', color: 'fg.muted', m: '0' },
  '.cadence-task__notes': { fontSize: 'sm', whiteSpace: 'pre-line', m: '0' },

  // A task whose change waits in the outbox (docs/decisions/122): a line of its own under the label.
  '.cadence-task__waiting': {
    m: 0,
    ms: '7',
    mt: '1',
    display: 'inline-flex',
    borderRadius: 'l2',
    fontWeight: 'medium',
    textStyle: 'xs',
    px: '1.5',
    bg: 'yellow.subtle',
    color: 'yellow.fg',
  },

  // Chakra's Badge, variant subtle, size sm, in the palette of data-palette.
  '.cadence-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'gray.subtle',
    color: 'gray.fg',
    '&[data-palette=brand]': { bg: 'brand.subtle', color: 'brand.fg' },
    '&[data-palette=purple]': { bg: 'purple.subtle', color: 'purple.fg' },
  },
};
