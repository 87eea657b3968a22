import { useLatest } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { shellEnglish$ } from '../i18n/boot-english';
import { loaders } from '../i18n/loaders';

/** The frame of the shell's first-paint roots: only their few English messages ship eagerly. */
export function BootFrame({
  area,
  ownsBrandTokens,
  children,
}: {
  readonly area: string;
  readonly ownsBrandTokens?: boolean;
  readonly children: ReactNode;
}) {
  const english = useLatest(shellEnglish$);
  return (
    <MicroFrontendFrame area={area} english={english} loaders={loaders} ownsBrandTokens={ownsBrandTokens}>
      {children}
    </MicroFrontendFrame>
  );
}
