// Query parameters the shell reads once and removes, and those it carries from route to route
// (spec 1 §2.1, spec 3 §2).

/** Carried from the previous route when the next one does not set them. */
export const CARRIED = ['referrer', 'vc', 'dineInOnly', 'tid'] as const;
/** Read once by the shell, then removed from the address bar. */
export const SHELL_READ_ONCE = ['kioskMode', 'PixelCode'] as const;

/** `path` with the carried parameters of `fromSearch` added where `path` does not set them. */
export function withCarriedQuery(path: string, fromSearch: string): string {
  const url = new URL(path, 'http://site');
  const from = new URLSearchParams(fromSearch);
  for (const name of CARRIED) {
    const value = from.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface ShellQuery {
  /** kioskMode=1 or true forces the guest flow (spec 1 §6). */
  readonly kioskMode: boolean | null;
  readonly pixelCode: string | null;
  /** The address without the parameters read, or null when none was present. */
  readonly cleanedSearch: string | null;
}

export function readShellQuery(search: string): ShellQuery {
  const params = new URLSearchParams(search);
  const kiosk = params.get('kioskMode');
  const pixelCode = params.get('PixelCode');
  const present = SHELL_READ_ONCE.some((name) => params.has(name));
  for (const name of SHELL_READ_ONCE) params.delete(name);
  const rest = params.toString();
  return {
    kioskMode: kiosk === null ? null : kiosk === '1' || kiosk === 'true',
    pixelCode,
    cleanedSearch: present ? (rest ? `?${rest}` : '') : null,
  };
}
