import type { SafetyDeps } from '../safety/safety-deps';

/** Issue #15 (stub: its owner replaces this body). */
export function createDatingService(deps: SafetyDeps) {
  void deps;
  return {};
}

export type DatingService = ReturnType<typeof createDatingService>;
