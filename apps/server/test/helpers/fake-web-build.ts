import fs from 'node:fs';
import path from 'node:path';

const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><title>La Meute</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for `npm run build`: the app shell and a page renderer module of the test's own, so
 * server-rendering tests run without building the web app.
 */
export function createFakeWebBuild(renderer: string) {
  const tmp = fs.realpathSync(process.env.TMPDIR ?? '/tmp');
  const dist = fs.mkdtempSync(path.join(tmp, 'lameute-dist-'));
  const ssr = fs.mkdtempSync(path.join(tmp, 'lameute-ssr-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(ssr, 'entry-server.js'), renderer);
  return {
    dist,
    ssr,
    env: { WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr },
    remove: () => {
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(ssr, { recursive: true, force: true });
    },
  };
}
