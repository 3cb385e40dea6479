import type { SafetyDeps } from '../safety/safety-deps';

/** Issue #15 (stub: its owner replaces this body). */
export function createBlocksService(deps: SafetyDeps) {
  void deps;
  return {};
}

export type BlocksService = ReturnType<typeof createBlocksService>;
