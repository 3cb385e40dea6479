import type { SafetyDeps } from '../safety/safety-deps';

/** Issue #15 (stub: its owner replaces this body). */
export function createAutopilotService(deps: SafetyDeps) {
  void deps;
  return {};
}

export type AutopilotService = ReturnType<typeof createAutopilotService>;
