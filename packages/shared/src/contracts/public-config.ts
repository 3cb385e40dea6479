import { z } from 'zod';
import { withSchemas } from './endpoint';
import { PUBLIC_CONFIG_API } from './public-config-routes';

/** Operator details and public figures set by configuration (legal pages, footer, support page). */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  operator: z.object({
    name: z.string(),
    legalForm: z.string(),
    address: z.string(),
    email: z.string(),
    registration: z.string(),
    publicationDirector: z.string(),
  }),
  host: z.object({ name: z.string(), address: z.string(), website: z.string() }),
  links: z.object({
    contactEmail: z.string(),
    sourceCode: z.string(),
    social: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
  /** The month's goal and amount raised as the operator published them; null until they do. */
  donations: z.object({ monthlyGoal: z.number().nonnegative(), raised: z.number().nonnegative(), currency: z.literal('EUR') }).nullable(),
  /** What is offered only when a provider is configured (SPEC §7: no provider, no 'Traduire'). */
  features: z.object({ translation: z.boolean() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;


export const publicConfigContract = withSchemas(PUBLIC_CONFIG_API, {
  get: { response: { 200: publicConfigSchema } },
});
