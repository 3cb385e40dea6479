import type { Page } from '@playwright/test';

/**
 * Opens `path` as the service worker's app shell gives it (offline, or before the page is
 * rendered): the server's page without its rendered content and state, so the app renders it in
 * the browser and reads what it needs (the public configuration, say) through the API there.
 */
export async function gotoAppShell(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const start = html.indexOf('<div id="root">');
      const end = html.indexOf('</script>', html.indexOf('id="server-state"')) + '</script>'.length;
      const shell = start < 0 || end < start ? html : `${html.slice(0, start)}<div id="root"></div>${html.slice(end)}`;
      await route.fulfill({ response, body: shell });
    },
    { times: 1 },
  );
  await page.goto(path);
}
