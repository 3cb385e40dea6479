import { endpoint, withSchemas } from './endpoint';

/** The site's own addresses outside the API: what search engines read, and the web app's pages. */
export const SITE_API = {
  robots: endpoint('GET', '/robots.txt'),
  sitemap: endpoint('GET', '/sitemap.xml'),
  /**
   * The root page; every other page path is answered by the not-found handler (the static files
   * plugin refuses directories, so the root needs its own route).
   */
  page: endpoint('GET', '/'),
  /** The built web app's files (scripts, styles, icons), served by the static files plugin. */
  file: endpoint('GET', '/*'),
};

/** Text, XML and HTML answers: nothing to validate or to write through a schema. */
export const siteContract = withSchemas(SITE_API, { robots: {}, sitemap: {}, page: {}, file: {} });
