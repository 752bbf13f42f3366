import * as fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from the last ')': state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on this machine (the postmaster, backends, background workers). */
function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * CPU used by a process and by PostgreSQL while `work` runs. Backends that end during the run are missed (the
 * service's pools keep theirs open), so PostgreSQL's share is a lower bound.
 */
export async function measureCpu<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; service: number; postgres: number }> {
  const before = {
    service: cpuSecondsOf(pid),
    postgres: new Map(postgresPids().map((each) => [each, cpuSecondsOf(each)])),
  };
  const result = await work();
  const postgres = postgresPids().reduce(
    (total, each) => total + cpuSecondsOf(each) - (before.postgres.get(each) ?? 0),
    0,
  );
  return { result, service: cpuSecondsOf(pid) - before.service, postgres: Math.max(0, postgres) };
}

/** CPU seconds a server's process and PostgreSQL spent over some runs, and the requests those runs served. */
export interface CpuSpent {
  process: number;
  postgres: number;
  requests: number;
}

export const noCpuSpent = (): CpuSpent => ({ process: 0, postgres: 0, requests: 0 });

/** "service 493, PostgreSQL 328; 1,218 requests per core-second" (µs per request). */
export function cpuFigures(spent: CpuSpent, name = 'server'): string {
  const perRequest = (seconds: number) => ((seconds / Math.max(1, spent.requests)) * 1e6).toFixed(0);
  const perCoreSecond = Math.round(spent.requests / Math.max(0.001, spent.process + spent.postgres));
  return `${name} ${perRequest(spent.process)}, PostgreSQL ${perRequest(spent.postgres)}; ${perCoreSecond.toLocaleString('en-US')} requests per core-second`;
}
