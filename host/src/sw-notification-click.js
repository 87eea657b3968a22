// Imported by the service worker (build-sw.mjs): a press on a notification the site showed (the
// order status page's ready notice, issue 23 point 3) brings the diner back to the page it names,
// focusing its tab when one is open, else opening it. Same-origin pages only.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = typeof event.notification.data?.url === 'string' ? event.notification.data.url : null;
  const target = url && new URL(url, self.location.origin).origin === self.location.origin ? url : null;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => target && client.url === target) ?? windows[0];
      if (open) return open.focus();
      return target ? self.clients.openWindow(target) : undefined;
    }),
  );
});
