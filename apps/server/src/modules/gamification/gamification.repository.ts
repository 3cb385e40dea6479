import type { Database } from '../../db/client';

export function createGamificationRepository(db: Database) {
  void db;
  return {};
}

export type GamificationRepository = ReturnType<typeof createGamificationRepository>;
