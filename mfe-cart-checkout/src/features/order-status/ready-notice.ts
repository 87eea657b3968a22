// The ready notice (issue 23 point 3): a browser notification the diner opted into, shown by the
// host's service worker so it appears with the tab in the background; the tab's title otherwise.

export type NotifyPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asked only when the diner presses the button, never on load. */
export async function askToNotify(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export async function showReadyNotification(title: string, body: string, tag: string): Promise<void> {
  if (notifyPermission() !== 'granted') return;
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/owa/') : undefined;
  if (registration) {
    // A press brings the diner back to this page (the host's worker, sw-notification-click.js).
    await registration.showNotification(title, { body, tag, data: { url: window.location.href } });
    return;
  }
  // No service worker (a first visit before it installed): the page shows it while it is open.
  new Notification(title, { body, tag });
}

/** The tab's title says it until the diner leaves the page. */
export function flagTitle(cue: string): () => void {
  const before = document.title;
  document.title = `${cue} · ${before}`;
  return () => {
    document.title = before;
  };
}
