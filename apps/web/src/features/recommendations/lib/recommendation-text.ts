import { LIMITS, type Recommendation } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';

export interface RecommendationText {
  title: string;
  description: string;
  /** The first ones only (SPEC §9: 3 suggestions shown). */
  suggestions: string[];
}

/**
 * What a recommendation says in the reader's language: the template translated with its params,
 * or the AI adapter's own title and description when they are written in that language (they
 * were phrased in the member's language, which a reader on /en may not be reading).
 */
export function recommendationText(
  t: TFunction,
  recommendation: Pick<Recommendation, 'content'>,
  language: string,
  channelLabel: (name: string) => string = (name) => name,
): RecommendationText {
  const { template, params, suggestions, title, description, language: phrasedIn } = recommendation.content;
  // A seeded channel is named in the reader's language, like in the chat.
  const values = typeof params.channel === 'string' ? { ...params, channel: channelLabel(params.channel) } : params;
  const literal = phrasedIn === language && title && description;
  return {
    title: literal ? title : t(`recommendations.template.${template}.title`, values),
    description: literal ? description : t(`recommendations.template.${template}.description`, values),
    suggestions: suggestions.slice(0, LIMITS.recommendationSuggestionsShown).map((suggestion) => t(`recommendations.suggestion.${suggestion.key}`, suggestion.params)),
  };
}
