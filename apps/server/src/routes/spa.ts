import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  findPageRoute,
  getMediaKind,
  getPostTitle,
  isKnownPagePath,
  LIMITS,
  matchDetailRoute,
  type DetailRouteName,
  SERVER_RENDERED_PAGES,
  siteContract as site,
  splitLanguagePrefix,
  type ApiError,
  type PageRouteName,
  type RenderedPage,
  type UiLanguage,
  withSiteName,
} from '@la-meute/shared';
import type { AppConfig } from '../config';
import { CompressedBody, sendCompressedBody } from '../lib/compressed-body';
import { ConcurrencyLimit, ConcurrencyTimeoutError } from '../lib/concurrency-limit';
import { routeOf } from '../lib/contract-route';
import { MicroCache } from '../lib/micro-cache';
import { isUuid } from '../lib/uuid';
import { choosePageLanguage } from '../modules/pages/page-language';
import { createPageApiFetch, loadPageRenderer, placeRenderedPage } from '../modules/pages/page-renderer';
import { renderPageHead, type PageMeta } from '../modules/seo/page-head';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// Anonymous visitors see the same page: render it once every few seconds at most.
const RENDERED_PAGE_TTL_MS = 2000;
const SERVER_RENDERED = new Set<PageRouteName>(SERVER_RENDERED_PAGES);

// A member's page is rendered for them alone, on this thread: about 60–100 ms of CPU each (its
// render passes are synchronous). Two at once keep the CPU busy while the other awaits its data; a
// member who would wait longer than this for a turn gets the app shell, which their browser renders
// itself as it did before (ADR 029). A second's wait still beats the shell on a phone (4–6 s to its
// content); beyond it, under a burst, the server sheds renders rather than queue them.
const MEMBER_RENDERS_AT_ONCE = 2;
const MEMBER_RENDER_MAX_WAIT_MS = 1000;

/** A page shared by every visitor, rendered for one member, or the app shell. */
type PageRender = 'shared' | 'member' | 'shell';

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * page path answered with index.html (404 status for paths that are no page, SPEC §2).
 */
const spaRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const root = config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root,
      // Its one route, `/*`, is the site contract's `file` endpoint.
      prefix: site.file.url.slice(0, -'*'.length),
      index: false,
      wildcard: true,
      cacheControl: false,
      // The web build writes .br and .gz copies of its text files (vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }

  const posts = app.services.postsRepository;
  // A detail page whose record does not exist is a 404, like an unknown path. The
  // type makes every route with a parameter list its check here.
  const detailExists: Record<DetailRouteName, (id: string) => Promise<boolean>> = {
    post: async (id) => isUuid(id) && (await posts.findOwner(id)) !== null,
    eventDetail: async (id) => isUuid(id) && app.services.calendar.isPublishedEvent(id),
    forumTopic: async (id) => isUuid(id) && app.services.forum.topicExists(id),
  };
  const detailChecks = new MicroCache<Promise<boolean>>(RENDERED_PAGE_TTL_MS);
  async function pageStatus(pathname: string): Promise<200 | 404> {
    if (!isKnownPagePath(pathname)) return 404;
    const detail = matchDetailRoute(splitLanguagePrefix(pathname).path);
    if (!detail) return 200;
    const exists = await detailChecks.getOrCompute(`${detail.route} ${detail.id}`, () => detailExists[detail.route](detail.id));
    return exists ? 200 : 404;
  }
  // Both read once: a rebuilt app needs a restart anyway, for its page renderer.
  const indexHtml = built ? await fs.promises.readFile(indexFile, 'utf8') : '';
  const renderer = built ? await loadPageRenderer(config.webSsrDir, app.log) : null;
  // Finished pages, compressed once per lifetime: the visitors' shared render and the shell.
  const pages = new MicroCache<Promise<CompressedBody>>(RENDERED_PAGE_TTL_MS);
  const memberRenders = new ConcurrencyLimit({ max: MEMBER_RENDERS_AT_ONCE, maxWaitMs: MEMBER_RENDER_MAX_WAIT_MS });

  // ADR 009: public pages leave with their content; the app in the browser takes over on interaction.
  // ADR 029: a member's page too, rendered for them alone with their own session.
  async function renderAppPage(request: FastifyRequest, language: UiLanguage, member: boolean): Promise<RenderedPage | null> {
    try {
      const cookie = member ? request.headers.cookie : undefined;
      const fetchApi = createPageApiFetch(app, language, cookie);
      return await renderer!.renderPage({ url: `${config.appUrl}${request.url}`, language, fetchApi, member });
    } catch (error) {
      // The app shell still works: the browser app renders the page itself.
      request.log.error({ err: error }, 'The page could not be rendered on the server');
      return null;
    }
  }

  /** A member's render waits for one of the slots; past the wait, the shell goes out instead. */
  function renderForMember(request: FastifyRequest, language: UiLanguage): Promise<RenderedPage | null> {
    return memberRenders.run(() => renderAppPage(request, language, true)).catch((error: unknown) => {
      if (error instanceof ConcurrencyTimeoutError) return null;
      throw error;
    });
  }

  /**
   * Who the page is rendered for: every visitor shares one render of a public page; a member gets
   * every page rendered with their own data; the rest (a visitor on a member page) gets the shell.
   */
  function chooseRender(pathname: string, member: boolean): PageRender {
    const route = findPageRoute(splitLanguagePrefix(pathname).path);
    if (!renderer || !route) return 'shell';
    if (member) return 'member';
    return SERVER_RENDERED.has(route) ? 'shared' : 'shell';
  }

  // SPEC §9: a post's preview is its author, its first 160 characters and its first image; its
  // title (author and first words) is the one the browser app sets.
  async function findDynamicMeta(pathname: string, language: UiLanguage): Promise<PageMeta | null> {
    const detail = matchDetailRoute(splitLanguagePrefix(pathname).path);
    if (detail?.route !== 'post' || !isUuid(detail.id)) return null;
    const post = await posts.findPost(detail.id, null);
    if (!post) return null;
    const author = post.author.displayName;
    const image = post.mediaUrls.find((url) => getMediaKind(url) === 'image');
    return {
      title: withSiteName(getPostTitle(author, post.content, language), config.publicConfig.siteName),
      description: truncate(post.content || author, LIMITS.postSeoDescription),
      image: image ? new URL(image, config.appUrl).toString() : undefined,
    };
  }

  async function buildPage(request: FastifyRequest, pathname: string, language: UiLanguage, render: PageRender) {
    let html = renderPageHead(indexHtml, pathname, {
      appUrl: config.appUrl,
      siteName: config.publicConfig.siteName,
      meta: await findDynamicMeta(pathname, language),
      language,
    });
    const rendered = {
      shell: () => Promise.resolve(null),
      shared: () => renderAppPage(request, language, false),
      member: () => renderForMember(request, language),
    }[render];
    const page = await rendered();
    if (page) html = placeRenderedPage(html, page);
    return html;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run "npm run build".');
    }
    const user = await app.loadSessionUser(request, reply);
    // ADR 004: the address follows the language chosen in the menu (its cookie), or saved by the member.
    const { language, redirectTo } = choosePageLanguage(request.url, {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      saved: user?.language,
    });
    if (redirectTo) return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').redirect(redirectTo, 302);
    const render = chooseRender(pathname, user !== null);
    if (render === 'member') {
      // Theirs alone: never kept, by us or by anything on the way; compressed on the fly.
      const [html, status] = await Promise.all([buildPage(request, pathname, language, render), pageStatus(pathname)]);
      return reply
        .status(status)
        .header('cache-control', 'private, no-store')
        .header('vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    // One shared render serves every visitor (any cookie but a valid session's included).
    const [page, status] = await Promise.all([
      pages.getOrCompute(`${render} ${language} ${request.url}`, async () =>
        new CompressedBody(Buffer.from(await buildPage(request, pathname, language, render)), 'text/html; charset=utf-8'),
      ),
      pageStatus(pathname),
    ]);
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie');
    return sendCompressedBody(request, reply, page);
  }

  // The static plugin refuses directories, so the root page needs its own route.
  app.route({ ...routeOf(app, site.page), handler: sendPage });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage) return reply.status(404).send({ code: 'http.not_found' } satisfies ApiError);
    return sendPage(request, reply);
  });
};

export default spaRoutes;
