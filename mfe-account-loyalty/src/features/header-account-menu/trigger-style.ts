import type { ButtonProps } from '@owa/shared/design-kit';

/** Header buttons wrap rather than widen the header: Arabic and long names must fit 412 px. */
export const TRIGGER_STYLE = {
  size: 'sm',
  variant: 'ghost',
  maxW: { base: '8rem', md: '16rem' },
  whiteSpace: 'normal',
  h: 'auto',
  minH: '8',
  py: '1',
  lineHeight: 'short',
} as const satisfies ButtonProps;
