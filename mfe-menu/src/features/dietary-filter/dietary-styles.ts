import { recipeStyle, type StaticSheet } from '@owa/shared/design-kit';

const FLEX_ROW = { display: 'flex', alignItems: 'center' } as const;
const BUTTON_LOOK = { h: '10', flexShrink: 0 } as const;

/**
 * Every look of the Dietary button, its sheet and the summary over the menu, worked out once when the
 * button first renders with the page. A look that first appeared mid-press inserted its rules then
 * (`@layer recipes`, `@media`), and Blink restyled the whole page in that frame; style props also
 * worked every look out again on each press (docs/performance.md, the dietary filter).
 */
export const DIETARY_CLASSES = {
  button: recipeStyle('button', { variant: 'outline' }, { colorPalette: 'gray', ...BUTTON_LOOK }),
  buttonFiltered: recipeStyle('button', { variant: 'subtle' }, { colorPalette: 'brand', ...BUTTON_LOOK }),
  buttonIcon: { width: '4', height: '4' },
  count: recipeStyle(
    'badge',
    { size: 'sm', variant: 'solid' },
    { colorPalette: 'brand', borderRadius: 'full' },
  ),
  sheet: {
    p: '0',
    border: '0',
    bg: 'bg',
    color: 'fg',
    boxShadow: 'lg',
    maxW: '100vw',
    width: { base: '100vw', md: '480px' },
    maxH: { base: '85dvh', md: '90dvh' },
    m: { base: 'auto auto 0', md: 'auto' },
    borderTopRadius: 'xl',
    borderBottomRadius: { base: '0', md: 'xl' },
    flexDirection: 'column',
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' },
    '&[open]': { display: 'flex' },
  },
  sheetHeader: { ...FLEX_ROW, justifyContent: 'space-between', gap: '2', px: '4', pt: '4', pb: '2' },
  sheetTitle: recipeStyle('heading', { size: 'lg' }),
  sheetBody: {
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    px: '4',
    pb: '4',
    overflowY: 'auto',
    flex: '1',
  },
  legend: { fontWeight: 'semibold', fontSize: 'sm', mb: '2' },
  choices: { display: 'flex', gap: '2', flexWrap: 'wrap' },
  // Both looks of a chip in one class (data-checked): a press changes an attribute, not a class.
  chip: {
    ...FLEX_ROW,
    display: 'inline-flex',
    gap: '2',
    minH: '10',
    px: '3',
    borderWidth: '1px',
    borderRadius: 'full',
    cursor: 'pointer',
    fontSize: 'sm',
    fontWeight: 'medium',
    borderColor: 'border',
    bg: 'bg',
    color: 'fg',
    _checked: { borderColor: 'brand.solid', bg: 'brand.subtle', color: 'brand.fg' },
    _focusWithin: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  chipBox: { w: '4', h: '4', _focusVisible: { outline: 'none' } },
  footer: { borderTopWidth: '1px', px: '4', py: '3' },
  matches: { fontSize: 'sm', mb: '2' },
  footerButtons: { display: 'flex', gap: '2', justifyContent: 'space-between' },
  clear: recipeStyle('button', { variant: 'outline' }),
  show: recipeStyle('button', {}, { colorPalette: 'brand' }),
  summary: { display: 'flex', flexDirection: 'column', gap: '1', mb: '4' },
  summaryLine: { ...FLEX_ROW, gap: '2', flexWrap: 'wrap' },
  summaryText: { fontSize: 'sm', fontWeight: 'medium' },
  summaryClear: recipeStyle('button', { size: 'xs', variant: 'outline' }),
  disclaimer: { fontSize: 'xs', color: 'fg.muted' },
} satisfies StaticSheet<string>;
