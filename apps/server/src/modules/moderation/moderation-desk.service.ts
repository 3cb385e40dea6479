import type { SafetyDeps } from '../safety/safety-deps';

/** Issue #15 (stub: its owner replaces this body). */
export function createModerationDeskService(deps: SafetyDeps) {
  void deps;
  return {};
}

export type ModerationDeskService = ReturnType<typeof createModerationDeskService>;
