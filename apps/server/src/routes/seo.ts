import type { FastifyPluginAsync } from 'fastify';
import { PAGE_ROUTES, SITEMAP_ROUTES, siteContract as site, withLanguagePrefix, UI_LANGUAGES } from '@la-meute/shared';
import type { AppConfig } from '../config';
import { routeOf } from '../lib/contract-route';
import { alternateLinks } from '../modules/seo/page-head';

// robots.txt and sitemap.xml for the public pages, in every language.
const seoRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...routeOf(app, site.robots),
    handler: async (_request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${config.appUrl}${site.sitemap.path()}`, ''].join('\n');
    },
  });

  app.route({
    ...routeOf(app, site.sitemap),
    handler: async (_request, reply) => {
      const urls = SITEMAP_ROUTES.flatMap((route) => {
        const path = PAGE_ROUTES[route];
        const alternates = alternateLinks(path, config.appUrl)
          .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${link.href}"/>`)
          .join('\n');
        return UI_LANGUAGES.map(
          (language) => `  <url>\n    <loc>${config.appUrl}${withLanguagePrefix(path, language)}</loc>\n${alternates}\n  </url>`,
        );
      });
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    },
  });
};

export default seoRoutes;
