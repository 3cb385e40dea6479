import { endpoint } from './endpoint';

/**
 * The translation API's endpoint, apart from its schemas (ADR 011): the 'Traduire' button of posts,
 * comments and messages reads it without pulling zod into their pages; translation.ts joins the schemas.
 */
export const TRANSLATION_API = {
  /** SPEC §7 ai-translate, for signed-in members. */
  translate: endpoint('POST', '/api/translations'),
};
