import fs from 'node:fs';
import { commandTicks, ownCpuMs, postgresCpuMs, processTicks, TICKS_PER_SECOND } from './process-cpu';

// Where the CPU goes while bench-realtime.ts fans messages out: on a small machine the instances,
// the receiving clients, Redis and PostgreSQL share the same cores, so a slow p99 means nothing
// until we know who was busy. Read from /proc (Linux); a process that cannot be read counts 0.

const ticksToSeconds = (ticks: number) => ticks / TICKS_PER_SECOND;

/** The whole machine's busy and total ticks, every core together (first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  // idle and iowait are fields 4 and 5.
  return { busy: total - fields[3]! - fields[4]!, total };
}

export interface CpuSplit {
  /** Wall-clock seconds of the window. */
  wallSeconds: number;
  /** CPU seconds per server instance, in the order given. */
  instances: number[];
  /** The receiving clients' worker processes together. */
  clients: number;
  /**
   * Share of the instances' and of the clients' CPU spent in the kernel (0–1): on loopback, sending
   * to and reading from thousands of TCP sockets, which no change to our JavaScript removes.
   */
  kernelShare: { instances: number; clients: number };
  /** This process: the senders and the bench's own bookkeeping. */
  driver: number;
  redis: number;
  postgres: number;
  /** Everything else on the machine (the tsx wrappers, other services). */
  other: number;
  /** Share of every core's time that was busy in the window, 0–1. */
  machineBusy: number;
}

interface Reading {
  at: number;
  instances: number[];
  instancesKernel: number;
  clients: number;
  clientsKernel: number;
  driverMs: number;
  redis: number;
  postgresMs: number;
  machine: { busy: number; total: number };
}

function read(instancePids: number[], clientPids: number[]): Reading {
  const instances = instancePids.map(processTicks);
  const clients = clientPids.map(processTicks);
  const sum = (reads: ReturnType<typeof processTicks>[], key: 'ticks' | 'kernel') => reads.reduce((total, entry) => total + (entry?.[key] ?? 0), 0);
  return {
    at: performance.now(),
    instances: instances.map((entry) => entry?.ticks ?? 0),
    instancesKernel: sum(instances, 'kernel'),
    clients: sum(clients, 'ticks'),
    clientsKernel: sum(clients, 'kernel'),
    driverMs: ownCpuMs(),
    redis: commandTicks('redis-server') ?? 0,
    postgresMs: postgresCpuMs() ?? 0,
    machine: machineTicks(),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) / 100 : 0);

/**
 * Starts a window; `stop()` gives the CPU seconds each party used in it. Read the processes while
 * they live: a worker that has exited before `stop()` would count 0.
 */
export function startCpuWindow(instancePids: number[], clientPids: number[]) {
  const start = read(instancePids, clientPids);
  return {
    stop(): CpuSplit {
      const end = read(instancePids, clientPids);
      const instances = end.instances.map((ticks, index) => ticksToSeconds(ticks - start.instances[index]!));
      const clients = ticksToSeconds(end.clients - start.clients);
      const driver = (end.driverMs - start.driverMs) / 1000;
      const redis = ticksToSeconds(end.redis - start.redis);
      // A backend that exited in the window takes its time with it: never below 0.
      const postgres = Math.max(0, (end.postgresMs - start.postgresMs) / 1000);
      const instancesTotal = instances.reduce((total, value) => total + value, 0);
      const busy = ticksToSeconds(end.machine.busy - start.machine.busy);
      const known = instancesTotal + clients + driver + redis + postgres;
      return {
        wallSeconds: round1((end.at - start.at) / 1000),
        instances: instances.map(round1),
        clients: round1(clients),
        kernelShare: {
          instances: share(ticksToSeconds(end.instancesKernel - start.instancesKernel), instancesTotal),
          clients: share(ticksToSeconds(end.clientsKernel - start.clientsKernel), clients),
        },
        driver: round1(driver),
        redis: round1(redis),
        postgres: round1(postgres),
        other: round1(Math.max(0, busy - known)),
        machineBusy: share(end.machine.busy - start.machine.busy, end.machine.total - start.machine.total),
      };
    },
  };
}
