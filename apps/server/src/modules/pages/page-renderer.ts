import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PageApiFetch, PageRenderer, RenderedPage, UiLanguage } from '@la-meute/shared';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The web build's page renderer (ADR 009), or null when it was not built: pages stay app shells. */
export async function loadPageRenderer(ssrDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(file)) {
    log.warn(`The page renderer is not built (${file} is missing): public pages are sent unrendered.`);
    return null;
  }
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The renderer's API calls, answered in-process by this same server. A visitors' render is shared
 * (routes/spa.ts), so it carries nothing of the one who asked first: no cookie, only the language.
 * A member's render carries their cookie and is theirs alone.
 */
export function createPageApiFetch(app: FastifyInstance, language: UiLanguage, cookie?: string): PageApiFetch {
  return async (apiPath, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        'accept-language': language,
        ...(cookie ? { cookie } : {}),
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else if (value !== undefined) headers.set(name, String(value));
    }
    const body = NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Puts a rendered page into index.html: its markup and state in #root, and the title the page set
 * while rendering (a chat channel's, say), so the title does not change when the app goes live.
 */
export function placeRenderedPage(html: string, rendered: RenderedPage): string {
  const { title } = rendered;
  const titled = title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`) : html;
  return titled.replace('<div id="root"></div>', () => `<div id="root">${rendered.appHtml}</div>${rendered.stateScript}`);
}
