// SPEC §9: the rank badge and the gamification levels are two different schemes; both are kept.
// Names here are the SPEC's French reference; interfaces show the translation of the key or number
// (locale keys gamification.rank.<key> and gamification.level.<number>), and the database stores
// numbers and XP, never a name.

export const RANKS = [
  { index: 0, key: 'lamb', name: 'Lamb', threshold: 0 },
  { index: 1, key: 'sheep', name: 'Sheep', threshold: 100 },
  { index: 2, key: 'goat', name: 'Goat', threshold: 250 },
  { index: 3, key: 'ram', name: 'Ram', threshold: 500 },
  { index: 4, key: 'shepherd', name: 'Shepherd', threshold: 1000 },
  { index: 5, key: 'wolf', name: 'Wolf', threshold: 2000 },
  { index: 6, key: 'alphaWolf', name: 'Alpha Wolf', threshold: 4000 },
  { index: 7, key: 'mythicFenrir', name: 'Mythic Fenrir', threshold: 8000 },
] as const;

export type Rank = (typeof RANKS)[number];
export type RankKey = Rank['key'];
/** The rank keys, for contracts: payloads carry the key, each interface names it in its language. */
export const RANK_KEYS = RANKS.map((rank) => rank.key) as [RankKey, ...RankKey[]];

export const LEVELS = [
  { level: 1, name: 'Agneau Curieux', xp: 0 },
  { level: 2, name: 'Agneau Éveillé', xp: 100 },
  { level: 3, name: 'Loup Novice', xp: 300 },
  { level: 4, name: 'Loup Apprenti', xp: 600 },
  { level: 5, name: 'Loup Éveillé', xp: 1000 },
  { level: 6, name: 'Loup Conscient', xp: 1500 },
  { level: 7, name: 'Loup Alpha', xp: 2200 },
  { level: 8, name: 'Loup Sage', xp: 3000 },
  // SPEC §9 names levels 5 and 9 alike ("Loup Éveillé"): level 5 keeps it, level 9 gets its own
  // name so that a level can be told from its name.
  { level: 9, name: 'Loup Légendaire', xp: 4000 },
  { level: 10, name: 'Loup ou Louve enragé mythique', xp: 5500 },
] as const;

export type Level = (typeof LEVELS)[number];
export type LevelNumber = Level['level'];

/** SPEC §3/§9: everyone starts at level 1, '🐑 Agneau Curieux'. */
export const DEFAULT_LEVEL: LevelNumber = 1;

/** SPEC §9 XP gains, by the action that earns them (the XP ledger's `action`). */
export const XP_GAINS = {
  forumParticipation: 10,
  topicCreation: 25,
  helpingMember: 15,
  eventParticipation: 50,
  eventOrganisation: 100,
  dailyLogin: 5,
} as const;

export type XpAction = keyof typeof XP_GAINS;
export const XP_ACTIONS = Object.keys(XP_GAINS) as [XpAction, ...XpAction[]];

export const SAMPLE_GOALS = { dailyXp: 25, weeklyMessages: 10, monthlyEvents: 2 } as const;

export const ACHIEVEMENTS = [
  { key: 'firstStep', requirement: 'completeProfile', target: 1 },
  { key: 'communicator', requirement: 'messages', target: 10 },
  { key: 'participant', requirement: 'joinEvent', target: 1 },
  { key: 'mentor', requirement: 'helpMembers', target: 5 },
  { key: 'organiser', requirement: 'organiseEvent', target: 1 },
  { key: 'influencer', requirement: 'likes', target: 50 },
] as const;

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];
export const ACHIEVEMENT_KEYS = ACHIEVEMENTS.map((achievement) => achievement.key) as [AchievementKey, ...AchievementKey[]];
