import { z } from 'zod';

/**
 * An attached medium's address: one of our uploads (/media/…) or an http(s) address, never
 * javascript: or data:, for posts, chat messages and private messages alike. In a file of
 * its own, apart from media.ts: the pages read media.ts's data at first render, and a schema shared
 * by several chunks stays in the chunk of its module, bringing zod along before the page shows.
 */
export const mediaUrlSchema = z
  .string()
  .trim()
  .min(1, 'validation.invalid')
  .max(2048, 'validation.invalid')
  .refine((value) => value.startsWith('/media/') || /^https?:\/\//i.test(value), 'validation.invalid');
