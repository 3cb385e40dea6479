// SPEC §9: the rank badge and the gamification levels are two different schemes; both are kept.

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

export const LEVELS = [
  { level: 1, name: 'Agneau Curieux', xp: 0 },
  { level: 2, name: 'Agneau Éveillé', xp: 100 },
  { level: 3, name: 'Loup Novice', xp: 300 },
  { level: 4, name: 'Loup Apprenti', xp: 600 },
  { level: 5, name: 'Loup Éveillé', xp: 1000 },
  { level: 6, name: 'Loup Conscient', xp: 1500 },
  { level: 7, name: 'Loup Alpha', xp: 2200 },
  { level: 8, name: 'Loup Sage', xp: 3000 },
  { level: 9, name: 'Loup Éveillé', xp: 4000 },
  { level: 10, name: 'Loup ou Louve enragé mythique', xp: 5500 },
] as const;

export type Level = (typeof LEVELS)[number];

export const DEFAULT_LEVEL_NAME = '🐑 Agneau Curieux';

export const XP_GAINS = {
  forumParticipation: 10,
  topicCreation: 25,
  helpingMember: 15,
  eventParticipation: 50,
  eventOrganisation: 100,
  dailyLogin: 5,
} as const;

export const SAMPLE_GOALS = { dailyXp: 25, weeklyMessages: 10, monthlyEvents: 2 } as const;

export const ACHIEVEMENTS = [
  { key: 'firstStep', requirement: 'completeProfile', target: 1 },
  { key: 'communicator', requirement: 'messages', target: 10 },
  { key: 'participant', requirement: 'joinEvent', target: 1 },
  { key: 'mentor', requirement: 'helpMembers', target: 5 },
  { key: 'organiser', requirement: 'organiseEvent', target: 1 },
  { key: 'influencer', requirement: 'likes', target: 50 },
] as const;
