// SPEC §9 business constants, as data both ends read.

export const PASSWORD_MIN_LENGTH = 6;
// Argon2 and bcrypt-era limits: longer inputs only cost CPU, never add security.
export const PASSWORD_MAX_LENGTH = 128;

export const AGE = { min: 18, max: 120, default: 18 } as const;

export const LIMITS = {
  recommendations: 10,
  recommendationSuggestionsShown: 3,
  feedPosts: 50,
  discovery: 20,
  chatHistory: 50,
  userPicker: 50,
  aiLog: 10,
  aiLogDecisionsShown: 3,
  cardInterests: 3,
  eventTags: 3,
  forumExcerpt: 100,
  sharePreview: 100,
  postSeoDescription: 160,
} as const;

export const TOAST_DURATION_MS = {
  languageChange: 2000,
  notice: 3000,
  default: 5000,
} as const;

export const LIKE_ANIMATION_MS = 300;
export const UPLOAD_CACHE_SECONDS = 3600;
export const CONVERSATION_PANEL_HEIGHT_PX = 600;
export const QUERY_RETRY = 1;

export const DONATIONS = {
  tiers: [3, 10, 25, 50],
  popularTier: 10,
  quickAmounts: [3, 10, 25, 50, 100],
  defaultAmount: 10,
  frequencies: ['one-time', 'monthly'],
  methods: ['card', 'paypal', 'crypto'],
  monthlyGoal: 2500,
  raised: 1840,
  spendingSplit: [40, 35, 15, 10],
  freeOfferPriceEur: 0,
} as const;

export const RESPONSE_TIMES = {
  reportsWorkingHours: 24,
  dsaReplyWorkingDays: 7,
  contactReplyHours: 48,
} as const;

/** Retention periods promised by the privacy policy (§ Durées de conservation), in days. */
export const RETENTION_DAYS = {
  pseudonymousChatMessages: 365,
  connectionLogs: 365,
  moderationDecisions: 365,
} as const;

export const LEGAL_LAST_UPDATED = '2025-01-15';
export const COPYRIGHT_YEAR = 2025;
