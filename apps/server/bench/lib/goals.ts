import { metText, reportGoals, type GoalRow } from './goal-report';
import type { LoadResult } from './load';

/** argon2id verifications per second alone (bench/argon2-ceiling.ts): the sign-in rate's ceiling. */
export interface Argon2Ceiling {
  /** Through the server's own bound: at most `bound` verifications at once. */
  bounded: number;
  bound: number;
  /** One verification per core, `cores` at once. */
  allCores: number;
  cores: number;
}

export interface Figures {
  label: 'PGlite' | 'PostgreSQL';
  visitorFeed?: LoadResult;
  memberFeed?: LoadResult;
  /** The member feed asked without Accept-Encoding: the rate compression is judged beside. */
  memberFeedUncompressed?: LoadResult;
  /** CPU ms per member feed request: the app's process, and PostgreSQL's backends (null on PGlite, inside the app). */
  memberFeedCpu?: { appMs: number; postgresMs: number | null };
  sessionCheck?: LoadResult;
  channels?: LoadResult;
  landingVisitor?: LoadResult;
  visitorFeedPage?: LoadResult;
  memberFeedPage?: LoadResult;
  memberFeedDuringStorm?: LoadResult;
  signInsPerSecond?: number;
  /** pgbench on every statement of one member feed request, one transaction per request. */
  pgbenchFeedTps?: number;
  argon2Ceiling?: Argon2Ceiling;
  /** One request at a time, every seeded post matching: medians and p90 in ms. */
  search?: { medianMs: number; p90Ms: number };
  pgbenchSearchTps?: number;
}

const pct = (value: number) => `${Math.round(value * 100)} %`;

/** The API's load goals and the figures only reported beside them, each beside the baseline it is judged against, from this same run. */
export function printGoals(all: Figures[], tables: Record<string, object[]> = {}) {
  const pglite = all.find((figures) => figures.label === 'PGlite');
  const postgres = all.find((figures) => figures.label === 'PostgreSQL');
  const rows: GoalRow[] = [];
  const add = (goal: string, measured: string, baseline: string, met: boolean | null) => rows.push({ goal, measured, baseline, met: metText(met) });

  for (const figures of all) {
    const { label } = figures;
    if (figures.memberFeed && figures.pgbenchFeedTps) {
      const share = figures.memberFeed['req/s'] / figures.pgbenchFeedTps;
      add(`${label}: member feed ≥ 50 % of pgbench, ≥ 3,000 req/s`, `${figures.memberFeed['req/s']} req/s (${pct(share)})`, `pgbench on the request's SQL ${figures.pgbenchFeedTps} tps`, share >= 0.5 && figures.memberFeed['req/s'] >= 3000);
    }
    if (figures.memberFeedCpu) {
      const { appMs, postgresMs } = figures.memberFeedCpu;
      // On PGlite the database runs inside the app's process: its figure is both, reported only.
      add(
        postgresMs === null ? `${label}: member feed CPU per request (reported)` : `${label}: the app's CPU per member feed request ≤ 0.8 ms`,
        postgresMs === null ? `app and PGlite ${appMs} ms` : `app ${appMs} ms, PostgreSQL ${postgresMs} ms`,
        figures.pgbenchFeedTps ? `pgbench on the request's SQL ${figures.pgbenchFeedTps} tps` : '',
        postgresMs === null ? null : appMs <= 0.8,
      );
    }
    if (figures.memberFeed) add(`${label}: member feed p99 < 50 ms`, `${figures.memberFeed['p99 ms']} ms`, '', figures.memberFeed['p99 ms'] < 50);
    if (figures.memberFeed) {
      const bound = label === 'PostgreSQL' ? 100 : 150;
      add(`${label}: member feed p99 < ${bound} ms at 50 connections`, `${figures.memberFeed['p99 ms']} ms`, '', figures.memberFeed['p99 ms'] < bound);
    }
    if (figures.memberFeed && figures.memberFeedUncompressed) {
      const share = figures.memberFeed['req/s'] / figures.memberFeedUncompressed['req/s'];
      add(
        `${label}: member feed compressed as browsers ask ≥ 80 % of uncompressed`,
        `${figures.memberFeed['req/s']} req/s (${pct(share)})`,
        `uncompressed ${figures.memberFeedUncompressed['req/s']} req/s`,
        share >= 0.8,
      );
    }
    if (figures.sessionCheck) add(`${label}: session check ≥ 5,000 req/s`, `${figures.sessionCheck['req/s']} req/s`, '', figures.sessionCheck['req/s'] >= 5000);
    if (figures.memberFeedPage) {
      const page = figures.memberFeedPage;
      const visitor = figures.visitorFeedPage;
      add(
        `${label}: member's /feed page rendered for them (reported)`,
        `${page['req/s']} req/s, p99 ${page['p99 ms']} ms`,
        visitor ? `a visitor's /feed (one shared render every 2 s) ${visitor['req/s']} req/s, p99 ${visitor['p99 ms']} ms` : '',
        null,
      );
    }
    if (figures.visitorFeed) add(`${label}: visitor feed, compressed, ≥ 10,000 req/s`, `${figures.visitorFeed['req/s']} req/s`, '', figures.visitorFeed['req/s'] >= 10_000);
    if (figures.channels) add(`${label}: /api/channels with 100k messages ≥ 5,000 req/s`, `${figures.channels['req/s']} req/s`, '', figures.channels['req/s'] >= 5000);
    if (figures.memberFeed && figures.memberFeedDuringStorm) {
      const ratio = figures.memberFeedDuringStorm['p99 ms'] / Math.max(1, figures.memberFeed['p99 ms']);
      add(
        `${label}: member feed p99 during 20 sign-ins ≤ 2× quiet`,
        `${figures.memberFeedDuringStorm['p99 ms']} ms (${ratio.toFixed(1)}×, ${figures.signInsPerSecond ?? '?'} sign-ins/s)`,
        `quiet ${figures.memberFeed['p99 ms']} ms`,
        ratio <= 2,
      );
    }
    if (figures.signInsPerSecond !== undefined) {
      const ceiling = figures.argon2Ceiling;
      add(
        `${label}: ≥ 60 argon2id sign-ins/s (20 at once)`,
        `${figures.signInsPerSecond}/s${ceiling ? ` (${pct(figures.signInsPerSecond / ceiling.bounded)} of the bounded ceiling)` : ''}`,
        ceiling ? `argon2id verify alone: ${ceiling.bounded}/s at ${ceiling.bound} at once (the server's bound), ${ceiling.allCores}/s on all ${ceiling.cores} cores` : '',
        figures.signInsPerSecond >= 60,
      );
    }
    if (figures.search) {
      add(
        `${label}: search "meute", every post matching, one at a time (reported)`,
        `median ${figures.search.medianMs} ms, p90 ${figures.search.p90Ms} ms`,
        figures.pgbenchSearchTps ? `pgbench on its posts query ${figures.pgbenchSearchTps} tps` : '',
        null,
      );
    }
  }
  if (pglite?.memberFeed && postgres?.memberFeed) {
    const share = pglite.memberFeed['req/s'] / postgres.memberFeed['req/s'];
    add('embedded member feed ≥ 40 % of PostgreSQL', `${pglite.memberFeed['req/s']} req/s (${pct(share)})`, `PostgreSQL ${postgres.memberFeed['req/s']} req/s`, share >= 0.4);
  }
  if (pglite?.memberFeed) {
    const lag = pglite.memberFeed['loop lag p99 ms'];
    add('embedded: event-loop lag p99 < 30 ms under member load', `${lag} ms`, postgres?.memberFeed ? `PostgreSQL ${postgres.memberFeed['loop lag p99 ms']} ms` : '', lag < 30);
  }
  reportGoals('Signed-in request path and public reads (bench:api)', rows, tables);
}
