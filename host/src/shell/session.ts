import {
  bus,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  matchRoute,
  type SessionState,
} from '@owa/shared';
import { DEFAULT_PRIMARY_COLOR } from '@owa/shared/design-kit';

/** Storage keys the shell owns (spec 1 §9). */
export const SHELL_STORAGE_KEYS = { language: 'lang', lastStoreId: 'lastStoreId' } as const;

function readStoredLanguage(storage: Storage): Locale {
  const stored = storage.getItem(SHELL_STORAGE_KEYS.language);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The session as the shell derives it from the URL and storage; published on `shell:session`. */
export function deriveSession(
  pathname: string,
  storage: Storage,
  previous: SessionState | undefined,
): SessionState {
  const route = matchRoute(pathname);
  const params = (route?.params ?? {}) as Record<string, string | undefined>;
  const language =
    previous?.language && isLocale(previous.language) ? previous.language : readStoredLanguage(storage);
  return {
    language,
    direction: directionOf(language),
    storeId: params.sid ?? previous?.storeId ?? storage.getItem(SHELL_STORAGE_KEYS.lastStoreId),
    groupId: params.gid ?? previous?.groupId ?? null,
    user: previous?.user ?? null,
    token: previous?.token ?? null,
    kioskMode: previous?.kioskMode ?? false,
    primaryColor: previous?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
  };
}

export function startSession(storage: Storage = window.localStorage): void {
  const shell = bus.publisherFor('shell');
  const publish = () => {
    const previous = bus.current('shell:session');
    const session = deriveSession(window.location.pathname, storage, previous);
    if (previous && sameSession(previous, session)) return;
    if (session.storeId) storage.setItem(SHELL_STORAGE_KEYS.lastStoreId, session.storeId);
    document.documentElement.lang = session.language;
    document.documentElement.dir = session.direction;
    shell.publish('shell:session', session);
  };
  publish();
  window.addEventListener('single-spa:routing-event', publish);
}

function sameSession(a: SessionState, b: SessionState): boolean {
  return (Object.keys(a) as (keyof SessionState)[]).every((key) => a[key] === b[key]);
}
