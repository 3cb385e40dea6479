import type { SafetyDeps } from '../safety/safety-deps';

/** Issue #15 (stub: its owner replaces this body). */
export function createAccountDataService(deps: SafetyDeps) {
  void deps;
  return {};
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
