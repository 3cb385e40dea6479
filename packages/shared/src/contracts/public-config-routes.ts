import { endpoint } from './endpoint';

/** The public configuration's endpoint, apart from its schema (ADR 011): the footer reads it on every page. */
export const PUBLIC_CONFIG_API = { get: endpoint('GET', '/api/public-config') };
