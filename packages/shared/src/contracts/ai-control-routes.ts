import { endpoint } from './endpoint';

/** The AI control centre (/ai-control), admins only on every address. */
export const AI_CONTROL_API = {
  /** The activity figures AutoPilot analyses (SPEC §7 counts and the signals it acts on). */
  stats: endpoint('GET', '/api/ai-control/stats'),
  /** The newest AutoPilot runs (SPEC §9: 10). */
  logs: endpoint('GET', '/api/ai-control/logs'),
  /** Runs AutoPilot once now (409 `autopilot.running` while a run holds the lock). */
  autopilot: endpoint('POST', '/api/ai-control/autopilot'),
};
