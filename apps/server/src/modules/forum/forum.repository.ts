import type { Database } from '../../db/client';

export function createForumRepository(db: Database) {
  void db;
  return {};
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
