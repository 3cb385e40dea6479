/* global self, clients */
// Web push, loaded into the generated /sw.js by workbox's importScripts (vite.config.ts).
// The payload is contracts/notifications.ts pushPayloadSchema: { title, body, url, tag }, already in
// the member's language.

function readPayload(data) {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // userVisibleOnly: every push must show something, even a payload this worker cannot read.
  const title = payload && typeof payload.title === 'string' ? payload.title : 'La Meute';
  const url = payload && typeof payload.url === 'string' ? payload.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload && typeof payload.body === 'string' ? payload.body : '',
      // The same tag replaces the older notification of the group on the device.
      tag: payload && typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the app's own pages: a payload cannot send the member elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) || windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        return open.focus().then((focused) => (focused && focused.url !== url && 'navigate' in focused ? focused.navigate(url) : focused));
      }
      return clients.openWindow(url);
    }),
  );
});
