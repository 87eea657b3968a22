import {
  bus,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  matchRoute,
  routeParam,
  type SessionState,
} from '@owa/shared';
import { DEFAULT_PRIMARY_COLOR } from '@owa/shared/design-kit';
import { automaticLanguage, type DisplayLanguageInput, displayLanguage } from '@owa/shared/domain';

/** Storage keys the shell owns (spec 1 §9). */
export const SHELL_STORAGE_KEYS = { language: 'lang', lastStoreId: 'lastStoreId', auth: 'auth' } as const;

export interface StoredAuth {
  readonly token: string;
  readonly user: { readonly id: string; readonly displayName: string };
}

/** The kept login (spec 3 §4: the auth token survives store switches); anything malformed is dropped. */
export function readStoredAuth(storage: Storage): StoredAuth | null {
  const raw = storage.getItem(SHELL_STORAGE_KEYS.auth);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'token' in parsed &&
      typeof parsed.token === 'string' &&
      parsed.token.length > 0 &&
      'user' in parsed &&
      typeof parsed.user === 'object' &&
      parsed.user !== null &&
      'id' in parsed.user &&
      typeof parsed.user.id === 'string' &&
      'displayName' in parsed.user &&
      typeof parsed.user.displayName === 'string'
    ) {
      return { token: parsed.token, user: { id: parsed.user.id, displayName: parsed.user.displayName } };
    }
  } catch {
    // Not JSON: treated as logged out below.
  }
  storage.removeItem(SHELL_STORAGE_KEYS.auth);
  return null;
}

/** What the shell has learnt since start that the URL does not say. */
export interface ShellFacts {
  /** The open store's display languages and languages (spec 3 §4), once the store has loaded. */
  readonly store?: DisplayLanguageInput & { readonly groupId: string | null };
  readonly kioskMode?: boolean;
  readonly browserLanguages?: readonly string[];
}

/**
 * spec 3 §4 Languages: the manual selection ('lang'), else the store's display language, else its
 * selected language; before a store is known, the browser's (en, fr, es, ko or zhHans).
 */
export function resolveLanguage(storage: Storage, facts: ShellFacts): Locale {
  const stored = storage.getItem(SHELL_STORAGE_KEYS.language);
  if (facts.store) return displayLanguage({ ...facts.store, stored });
  if (isLocale(stored)) return stored;
  return facts.browserLanguages ? automaticLanguage(facts.browserLanguages) : DEFAULT_LOCALE;
}

/** The session as the shell derives it from the URL and storage; published on `shell:session`. */
export function deriveSession(
  pathname: string,
  storage: Storage,
  previous: SessionState | undefined,
  facts: ShellFacts = {},
): SessionState {
  const route = matchRoute(pathname);
  const language = resolveLanguage(storage, facts);
  const auth = previous ? null : readStoredAuth(storage);
  return {
    language,
    direction: directionOf(language),
    storeId: routeParam(route, 'sid') ?? previous?.storeId ?? storage.getItem(SHELL_STORAGE_KEYS.lastStoreId),
    groupId: routeParam(route, 'gid') ?? facts.store?.groupId ?? previous?.groupId ?? null,
    user: previous ? previous.user : (auth?.user ?? null),
    token: previous ? previous.token : (auth?.token ?? null),
    kioskMode: facts.kioskMode ?? previous?.kioskMode ?? false,
    primaryColor: previous?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
  };
}

export interface SessionControl {
  /** The diner chose a language in the header: kept as 'lang' and applied at once. */
  chooseLanguage(language: Locale): void;
  /** Adds what the shell learnt (the store's languages and group, kiosk mode) and republishes. */
  learn(facts: ShellFacts): void;
}

export function startSession(
  storage: Storage = window.localStorage,
  initialFacts: ShellFacts = {},
): SessionControl {
  const shell = bus.publisherFor('shell');
  let facts: ShellFacts = initialFacts;
  const publish = () => {
    const previous = bus.current('shell:session');
    const session = deriveSession(window.location.pathname, storage, previous, facts);
    if (previous && sameSession(previous, session)) return;
    document.documentElement.lang = session.language;
    document.documentElement.dir = session.direction;
    shell.publish('shell:session', session);
  };
  publish();
  window.addEventListener('single-spa:routing-event', publish);

  const setAuth = (auth: StoredAuth | null) => {
    if (auth) storage.setItem(SHELL_STORAGE_KEYS.auth, JSON.stringify(auth));
    else storage.removeItem(SHELL_STORAGE_KEYS.auth);
    const current = bus.current('shell:session');
    if (current)
      shell.publish('shell:session', { ...current, user: auth?.user ?? null, token: auth?.token ?? null });
  };
  bus.on('shell:logged-in').subscribe(({ token, user }) => setAuth({ token, user }));
  bus.on('shell:logout').subscribe(() => setAuth(null));
  bus.on('shell:logout-forced').subscribe(() => setAuth(null));

  control = {
    chooseLanguage(language) {
      storage.setItem(SHELL_STORAGE_KEYS.language, language);
      publish();
    },
    learn(next) {
      facts = { ...facts, ...next };
      publish();
    },
  };
  return control;
}

let control: SessionControl | null = null;

/** The running session, for the shell's own controls (the language select). */
export function sessionControl(): SessionControl | null {
  return control;
}

function sameSession(a: SessionState, b: SessionState): boolean {
  return (Object.keys(a) as (keyof SessionState)[]).every((key) => a[key] === b[key]);
}
