import { anonymousSessionSchema } from '@la-meute/shared';

/** SPEC §3: a pseudonym is 2–30 characters; loaded with the first submission (visitor-panel.tsx). */
export const pseudonymFormSchema = anonymousSessionSchema.pick({ pseudonym: true });
