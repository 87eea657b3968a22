import type { ButtonProps } from '@owa/shared/design-kit';

/**
 * Header buttons keep their label on one line while the row has room, and wrap it rather than
 * widen the header when it has not (Arabic, a long name on a 412 px phone): they shrink with the
 * row down to their longest word. A fixed width made "Login/Sign Up" in Arabic two lines beside
 * free space.
 */
export const TRIGGER_STYLE = {
  size: 'sm',
  variant: 'ghost',
  flexShrink: 1,
  maxW: { md: '16rem' },
  whiteSpace: 'normal',
  h: 'auto',
  minH: '8',
  py: '1',
  lineHeight: 'short',
} as const satisfies ButtonProps;
