import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { withSchemas } from './endpoint';
import { RECOMMENDATION_API, RECOMMENDATION_SUGGESTIONS, RECOMMENDATION_TEMPLATES, RECOMMENDATION_TYPES } from './recommendation-routes';

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const recommendationSuggestionSchema = z.object({
  key: z.enum(RECOMMENDATION_SUGGESTIONS),
  params: paramsSchema.default({}),
});
export type RecommendationSuggestionText = z.infer<typeof recommendationSuggestionSchema>;

/**
 * SPEC §3 ai_recommendation.content {title, description, suggestions}, stored so the reader's
 * language shows it: a template with params the client translates, and the literal title and
 * description only when the AI adapter phrased them (in the member's language).
 */
export const recommendationContentSchema = z.object({
  template: z.enum(RECOMMENDATION_TEMPLATES),
  params: paramsSchema,
  suggestions: z.array(recommendationSuggestionSchema),
  title: z.string().optional(),
  description: z.string().optional(),
  /** The language the literal title and description are written in. */
  language: z.string().optional(),
});
export type RecommendationContent = z.infer<typeof recommendationContentSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  recommendationType: z.enum(RECOMMENDATION_TYPES),
  content: recommendationContentSchema,
  /** The in-app path Apply leads to (/discovery, /events/<id>, /chat?channel=…). */
  target: z.string(),
  priority: z.number().int(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.object({ recommendations: z.array(recommendationSchema).max(LIMITS.recommendations) });
export type RecommendationList = z.infer<typeof recommendationListSchema>;

export const recommendationParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST …/dismiss and …/apply: the new state; Apply adds where to go. */
export const recommendationStateSchema = z.object({ id: z.string(), seen: z.boolean(), actedUpon: z.boolean(), target: z.string() });
export type RecommendationState = z.infer<typeof recommendationStateSchema>;

/** The recommendations API: each endpoint with what the server validates and answers. */
export const recommendationContract = withSchemas(RECOMMENDATION_API, {
  list: { response: { 200: recommendationListSchema } },
  dismiss: { params: recommendationParamsSchema, response: { 200: recommendationStateSchema } },
  apply: { params: recommendationParamsSchema, response: { 200: recommendationStateSchema } },
});
