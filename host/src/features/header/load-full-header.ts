import { shellEnglish$ } from '../../i18n/boot-english';
import { headerParts$ } from './header-extras';

/**
 * The header's full parts (back, logo, group links, Locations, languages) and the full English
 * catalogue they speak. Loaded from boot, beside the route's code: the page shows once, whole, so the
 * header must be complete when the route's content paints (a header that grows later moves the page).
 */
export async function loadFullHeader(): Promise<void> {
  const [{ english }, { fullHeaderParts }] = await Promise.all([
    import(/* webpackChunkName: "full-header" */ '../../i18n/english'),
    import(/* webpackChunkName: "full-header" */ './FullHeader'),
  ]);
  shellEnglish$.next(english);
  headerParts$.next(fullHeaderParts);
}
