import { z } from 'zod';

/** The `:id` of an address; what it names is checked by the service (a wrong one is a 404). */
export const idParamsSchema = z.object({ id: z.string() });
