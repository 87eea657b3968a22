import { reactLifecycles } from '@owa/shared/design-kit';
import { english } from '../i18n/english';
import { loaders } from '../i18n/loaders';
import { HostPages } from './HostPages';

/** The shell's own pages, loaded only on its routes: the store page never downloads them. */
export const hostPagesLifecycles = reactLifecycles({
  area: 'host-pages',
  route: true,
  english,
  loaders,
  rootComponent: HostPages,
});
