// The forum's categories and limits, as data both ends read.

/** SPEC §3 forum_topics categories a topic can have; the sidebar adds 'all' (no filter). */
export const FORUM_CATEGORIES = ['wellbeing', 'nutrition', 'sovereignty', 'events', 'help'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];
export const FORUM_CATEGORY_FILTERS = ['all', ...FORUM_CATEGORIES] as const;
export type ForumCategoryFilter = (typeof FORUM_CATEGORY_FILTERS)[number];

export const FORUM_LIMITS = {
  /** Topics per list page (real pagination). */
  pageSize: 10,
  title: 200,
  content: 10_000,
  reply: 10_000,
  searchQuery: 100,
  /** Trending: topics with a reply in this many days, most recent replies first, then views. */
  trendingWindowDays: 7,
  trending: 5,
} as const;
