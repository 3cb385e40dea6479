import type { SafetyDeps } from '../safety/safety-deps';

/** Issue #15 (stub: its owner replaces this body). */
export function createReportsService(deps: SafetyDeps) {
  void deps;
  return {};
}

export type ReportsService = ReturnType<typeof createReportsService>;
