import fs from 'node:fs';

// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks.
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) used so far by the local PostgreSQL server's processes, read from /proc; null when
 * none is visible (another machine, no /proc). Backends that exit between two readings are lost,
 * so it suits a persistent pool (the app's), not pgbench's own connections.
 */
export function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of entries) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    // After "pid (comm) ", utime and stime are fields 14 and 15 of the line.
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    seen = true;
  }
  return seen ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

/** This process's CPU time so far (ms), user and system. */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
