import type { ChildProcess } from 'node:child_process';

export interface ClusterProcess {
  port: number;
  url: string;
  child: ChildProcess;
  state: { exited: boolean; code: number | null; signal: NodeJS.Signals | null; log?: string };
}

export interface Cluster {
  /** The proxy, as people reach it (the instances' APP_URL). */
  url: string;
  /** The proxy on 127.0.0.1, for clients that must not resolve `localhost` to ::1. */
  proxyUrl: string;
  instances: ClusterProcess[];
  proxy: ClusterProcess;
  dataDir: string;
  stop: () => Promise<void>;
}

export const HAPROXY: string;
export const PROXY_CONFIG: string;
export const INSTANCE_COUNT: number;
export function createDatabaseIfMissing(url: string): Promise<boolean>;
export function startCluster(options: {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir?: string;
  env?: Record<string, string>;
  output?: 'inherit' | 'pipe';
  startTimeoutMs?: number;
}): Promise<Cluster>;
