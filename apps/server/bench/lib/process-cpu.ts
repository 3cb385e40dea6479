import fs from 'node:fs';

// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks.
export const TICKS_PER_SECOND = 100;

/** utime + stime of one process (all its threads), in ticks, and stime alone; null once it has exited. */
export function processTicks(pid: number): { comm: string; ticks: number; kernel: number } | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const close = stat.lastIndexOf(')');
  // After "pid (comm) ", utime and stime are fields 14 and 15 of the line.
  const fields = stat.slice(close + 2).split(' ');
  return { comm: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]), kernel: Number(fields[12]) };
}

/**
 * Every process named `comm` together (postgres, redis-server), in ticks; null when none is visible
 * (another machine, no /proc). Processes that exit between two readings are lost, so it suits
 * long-lived processes (a server, the app's pool), not pgbench's own connections.
 */
export function commandTicks(comm: string): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of entries) {
    const read = processTicks(Number(pid));
    if (read?.comm !== comm) continue;
    ticks += read.ticks;
    seen = true;
  }
  return seen ? ticks : null;
}

/** CPU time (ms) used so far by the local PostgreSQL server's processes; null when none is visible. */
export function postgresCpuMs(): number | null {
  const ticks = commandTicks('postgres');
  return ticks === null ? null : (ticks * 1000) / TICKS_PER_SECOND;
}

/** This process's CPU time so far (ms), user and system. */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
