// npm run bench:messaging — the messaging core at scale: 1,000 members with 20
// private conversations each and 200,000 messages in PostgreSQL. Measures, at 50 connections, the
// conversation list and conversation pages for many signed-in members (cookies rotate), each beside
// pgbench replaying every statement a request sent (its session lookup included, as often as the
// load needed one), in the same run; then a message's delivery over the socket
// (POST → 'conversation:message' and → 'member:event' conversation.updated); then prints
// EXPLAIN (ANALYZE, BUFFERS) of the list and page queries for the ADR (016). Needs DATABASE_URL:
// it works in a fresh database on that server, dropped afterwards.
import pg from 'pg';
import { encodeCursor } from '../src/lib/page-cursor';
import { CONVERSATION_PAGE_SIZE, roomName, type MemberEvent } from '@la-meute/shared';
import { COOKIE_PREFIX } from '../src/modules/auth/better-auth';
import { openSocket, type TestSocket } from '../test/helpers/sockets';
import { openScratchPostgres, startBenchApp } from './lib/app';
import { reportGoals } from './lib/goal-report';
import type { LoadResult } from './lib/load';
import { captureQueries, countQueries, queryLabel, runPgbenchScript, type CapturedQuery } from './lib/pgbench';
import { addSession, seedMessagingData, sessionCookie } from './lib/messaging-seed';
import { ownCpuMs, postgresCpuMs } from './lib/process-cpu';
import { runRotatingAutocannon, type LoadTarget } from './lib/rotating-load';

const COUNTS = { members: 1000, conversationsPerMember: 20, messages: 200_000, busyConversations: 200 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const DELIVERY_MESSAGES = Number(process.env.BENCH_DELIVERY_MESSAGES ?? 500);
const DELIVERY_RATE = 50;
const DELIVERY_CONVERSATIONS = 10;
const GOAL_P99_MS = 50;
const WARM_UP_CONCURRENCY = 10;
// A statement sent by fewer requests than this under load is not the request's (a scheduled job).
const MIN_SHARE = 0.01;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:messaging needs DATABASE_URL, a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres):\n' +
      'it creates its own database there and drops it at the end.',
  );
  process.exit(1);
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** EXPLAIN (ANALYZE, BUFFERS) of a captured query, with its own parameters. */
async function explain(url: string, query: Pick<CapturedQuery, 'text' | 'values'>): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.text}`, query.values);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/** The cursor of each busy conversation's first page (its oldest message): its second page starts there. */
async function secondPageCursors(url: string, conversationIds: string[], pageSize: number): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ conversation_id: string; id: string; created_at: string }>(
      `select conversation_id, id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at from (
         select conversation_id, id, created_at, row_number() over (partition by conversation_id order by created_at desc, id desc) as rn
         from conversation_messages where conversation_id = any($1::uuid[])
       ) m where rn = $2`,
      [conversationIds, pageSize],
    );
    return new Map(rows.map((row) => [row.conversation_id, encodeCursor({ createdAt: row.created_at, id: row.id })]));
  } finally {
    await client.end();
  }
}

const database = await openScratchPostgres(serverUrl, 'lameute_bench_messaging');
const server = await startBenchApp(database.handle);
const { app, config, base } = server;
try {
  const seedStart = performance.now();
  const { members, conversations } = await seedMessagingData(database.url, COUNTS);
  const seedMs = Math.round(performance.now() - seedStart);
  console.log(`Seeded ${members.length} members, ${conversations.length} conversations, ${COUNTS.messages} messages in ${seedMs} ms`);

  const cookieName = `${config.appUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
  const cookies = new Map(members.map((member) => [member.id, sessionCookie(member.token, app.serverSecret, cookieName)]));
  const cookieOf = (memberId: string) => cookies.get(memberId)!;

  // The seeded sessions must sign members in, and the list must show what was seeded.
  const first = members[0]!;
  const check = await app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: cookieOf(first.id) } });
  if (check.statusCode !== 200) throw new Error(`a seeded member is not signed in: ${check.statusCode} ${check.body}`);
  const sample = (check.json() as { conversations: { unreadCount: number }[] }).conversations;
  console.log(`Member 0 sees ${sample.length} conversations, unread counts ${sample.map((row) => row.unreadCount).join(' ')}`);

  // Warm-up, not measured: a member's first signed-in request of the (Paris) day credits their
  // daily login XP, a transaction of six statements. Cold, the first case (the list) paid it on its
  // first 1,000 requests: at 150 req/s, 80 % of them. Once a day per member is not the list's cost.
  let nextMember = 0;
  await Promise.all(
    Array.from({ length: WARM_UP_CONCURRENCY }, async () => {
      while (nextMember < members.length) {
        const member = members[nextMember++]!;
        await app.inject({ method: 'GET', url: '/api/conversations/unread', headers: { cookie: cookieOf(member.id) } });
      }
    }),
  );
  // The XP is credited after the answer (not awaited): let the last transactions end.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const busy = conversations.filter((conversation) => conversation.busy);
  const cursors = await secondPageCursors(database.url, busy.map((conversation) => conversation.id), CONVERSATION_PAGE_SIZE);
  const quietOf = new Map<string, string>();
  for (const conversation of conversations) {
    if (conversation.busy) continue;
    if (!quietOf.has(conversation.a)) quietOf.set(conversation.a, conversation.id);
    if (!quietOf.has(conversation.b)) quietOf.set(conversation.b, conversation.id);
  }
  // Both participants of each busy conversation read it: 400 members on 200 deep conversations.
  const busyTargets = (path: (id: string) => string): LoadTarget[] =>
    busy.flatMap((conversation) => [conversation.a, conversation.b].map((memberId) => ({ path: path(conversation.id), headers: { cookie: cookieOf(memberId) } })));
  const cases: { name: string; key: 'list' | 'page' | 'pageBefore' | 'pageQuiet'; targets: LoadTarget[] }[] = [
    { name: `list, ${members.length} members`, key: 'list', targets: members.map((member) => ({ path: '/api/conversations', headers: { cookie: cookieOf(member.id) } })) },
    {
      name: `page, newest ${CONVERSATION_PAGE_SIZE} of ${busy[0]!.messages} (${busy.length} conversations)`,
      key: 'page',
      targets: busyTargets((id) => `/api/conversations/${id}/messages`),
    },
    {
      name: 'page ?cursor= (2nd page, same conversations)',
      key: 'pageBefore',
      targets: busyTargets((id) => `/api/conversations/${id}/messages?cursor=${cursors.get(id)!}`),
    },
    {
      name: `page, a typical conversation (~${conversations.find((conversation) => !conversation.busy)!.messages} messages)`,
      key: 'pageQuiet',
      targets: [...quietOf].map(([memberId, id]) => ({ path: `/api/conversations/${id}/messages`, headers: { cookie: cookieOf(memberId) } })),
    },
  ];

  const loads = new Map<string, LoadResult>();
  const rows: Record<string, string | number>[] = [];
  // Per case, how many times a request sent each statement (by label) under load.
  const sharesOf = new Map<string, Map<string, number>>();
  for (const entry of cases) {
    // CPU per request, server and PostgreSQL apart: on a small machine they share the same cores.
    const [nodeBefore, postgresBefore] = [ownCpuMs(), postgresCpuMs()];
    const counter = countQueries();
    const result = await runRotatingAutocannon(base, entry.targets, { connections: CONNECTIONS, durationS: DURATION_S });
    const counts = counter.stop();
    const [nodeAfter, postgresAfter] = [ownCpuMs(), postgresCpuMs()];
    const requests = Math.max(1, result['req/s'] * DURATION_S);
    const shares = new Map([...counts].map(([label, count]) => [label, count / requests] as const).filter(([, share]) => share >= MIN_SHARE));
    sharesOf.set(entry.key, shares);
    loads.set(entry.key, result);
    rows.push({
      case: entry.name,
      targets: entry.targets.length,
      ...result,
      'statements/req': round1([...shares.values()].reduce((sum, share) => sum + share, 0)),
      'server CPU ms/req': round1((nodeAfter - nodeBefore) / requests),
      'PostgreSQL CPU ms/req': postgresBefore === null || postgresAfter === null ? '' : round1((postgresAfter - postgresBefore) / requests),
    });
  }

  // pgbench replays the whole SQL of a request: every statement it sends with a session that is
  // not cached (a new session of the member, so its lookup shows), each in the share of requests
  // that sent it under load (the session cache lasts 3 s; 1,000 rotating members often miss it).
  const busyOne = busy[0]!;
  const requestOf = async (url: string) => {
    const cookie = sessionCookie(await addSession(database.url, busyOne.a), app.serverSecret, cookieName);
    return captureQueries(() => app.inject({ method: 'GET', url, headers: { cookie } }));
  };
  const requests = {
    list: await requestOf('/api/conversations'),
    page: await requestOf(`/api/conversations/${busyOne.id}/messages`),
    pageBefore: await requestOf(`/api/conversations/${busyOne.id}/messages?cursor=${cursors.get(busyOne.id)!}`),
  };
  const pgbenchTps: Partial<Record<keyof typeof requests, number>> = {};
  const replayed: Record<string, string> = {};
  for (const [key, statements] of Object.entries(requests) as [keyof typeof requests, CapturedQuery[]][]) {
    const shares = sharesOf.get(key)!;
    const weighted = statements
      .map((statement) => ({ ...statement, share: Math.min(1, shares.get(queryLabel(statement)) ?? 0) }))
      .filter(({ share }) => share >= MIN_SHARE);
    if (weighted.length === 0) throw new Error(`no statement of the ${key} request was seen under load`);
    replayed[key] = weighted.map((statement) => `${queryLabel(statement)} ×${statement.share.toFixed(2)}`).join(', ');
    pgbenchTps[key] = runPgbenchScript(database.url, weighted, { clients: CONNECTIONS, durationS: DURATION_S });
  }
  const named = (key: keyof typeof requests, name: string) => {
    const statement = requests[key].find((candidate) => candidate.name === name);
    if (!statement) throw new Error(`the ${key} request sent no ${name}`);
    return statement;
  };

  // Delivery: a recipient's socket in the conversation room (and its own member room); the other
  // participant POSTs, DELIVERY_RATE messages a second over DELIVERY_CONVERSATIONS conversations
  // whose participants are all different members.
  const pairs = conversations.filter((_, index) => index % 1000 === 3).slice(0, DELIVERY_CONVERSATIONS);
  // A send reads the sender's last minute of messages (moderation's spam checks): its plan too.
  const sendStatements = await captureQueries(() =>
    app.inject({
      method: 'POST',
      url: `/api/conversations/${busyOne.id}/messages`,
      headers: { cookie: cookieOf(busyOne.a) },
      payload: { content: 'la meute se retrouve à la clairière' },
    }),
  );
  const spamCheck = sendStatements.find(({ text }) => /"conversation_messages"\."sender_id" = \$1/.test(text) && /limit/i.test(text));
  const origin = new URL(config.appUrl).origin;
  const sockets: TestSocket[] = [];
  const sentAt = new Map<number, number>();
  const messageLatencies: number[] = [];
  const updateLatencies: number[] = [];
  const postLatencies: number[] = [];
  const seqOf = (content: string | undefined) => Number(/^#(\d+) /.exec(content ?? '')?.[1] ?? NaN);
  const record = (latencies: number[], seen: Set<number>, seq: number) => {
    const sent = sentAt.get(seq);
    if (sent === undefined || seen.has(seq)) return;
    seen.add(seq);
    latencies.push(performance.now() - sent);
  };
  const seenMessages = new Set<number>();
  const seenUpdates = new Set<number>();
  for (const conversation of pairs) {
    const socket = await openSocket(base, { cookie: cookieOf(conversation.b), origin });
    const ack = (await socket.emitWithAck('room:join', roomName('conversation', conversation.id))) as { ok: boolean };
    if (!ack.ok) throw new Error(`room:join refused: ${JSON.stringify(ack)}`);
    socket.on('conversation:message', ({ message }) => record(messageLatencies, seenMessages, seqOf(message.content)));
    socket.on('member:event', ({ event }: { event: MemberEvent }) => {
      if (event.type === 'conversation.updated') record(updateLatencies, seenUpdates, seqOf(event.lastMessage?.content));
    });
    sockets.push(socket);
  }
  let refused = 0;
  const posts: Promise<void>[] = [];
  for (let seq = 0; seq < DELIVERY_MESSAGES; seq += 1) {
    const conversation = pairs[seq % pairs.length]!;
    const started = performance.now();
    sentAt.set(seq, started);
    posts.push(
      fetch(`${base}/api/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieOf(conversation.a), origin },
        body: JSON.stringify({ content: `#${seq} la meute se retrouve au sentier de la clairière` }),
      }).then(async (response) => {
        await response.arrayBuffer();
        postLatencies.push(performance.now() - started);
        if (response.status !== 201) refused += 1;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / DELIVERY_RATE));
  }
  await Promise.all(posts);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const socket of sockets) socket.close();
  const summary = (latencies: number[]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return { 'p50 ms': round1(percentile(sorted, 50)), 'p99 ms': round1(percentile(sorted, 99)), max: round1(sorted.at(-1) ?? 0) };
  };
  const delivery = [
    { path: 'POST → 201 (sender)', 'received/sent': `${postLatencies.length - refused}/${DELIVERY_MESSAGES}`, ...summary(postLatencies) },
    { path: "POST → recipient's 'conversation:message'", 'received/sent': `${messageLatencies.length}/${DELIVERY_MESSAGES}`, ...summary(messageLatencies) },
    { path: "POST → recipient's member:event conversation.updated", 'received/sent': `${updateLatencies.length}/${DELIVERY_MESSAGES}`, ...summary(updateLatencies) },
  ];

  // The plans, for the ADR: every step an index probe bounded by one member's conversations.
  const plans: Record<string, string> = {
    list: await explain(database.url, named('list', 'conversation_list')),
    pageBefore: await explain(database.url, named('pageBefore', 'conversation_messages_next')),
  };
  if (spamCheck) plans.sendSpamCheck = await explain(database.url, spamCheck);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — list of one member (${COUNTS.conversationsPerMember} conversations):\n${plans.list}`);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — page ?cursor= of a ${busyOne.messages}-message conversation:\n${plans.pageBefore}`);
  if (plans.sendSpamCheck) console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — a send's spam check (the sender's last minute):\n${plans.sendSpamCheck}`);

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case, Accept-Encoding: br, gzip, one cookie per member in turn`);
  console.table(rows);
  for (const entry of cases) {
    const shares = [...sharesOf.get(entry.key)!].map(([label, share]) => `${label} ×${share.toFixed(2)}`);
    console.log(`statements per request, ${entry.key}: ${shares.join(', ')}`);
  }
  // At a fixed concurrency, the mean latency follows from the throughput (Little's law).
  const pgbenchLine = (key: keyof typeof requests) => `${pgbenchTps[key]} tps (mean ${round1((CONNECTIONS * 1000) / pgbenchTps[key]!)} ms)`;
  console.log(`pgbench (every statement of a request, ${CONNECTIONS} clients, ${DURATION_S} s, prepared):`);
  for (const key of Object.keys(requests) as (keyof typeof requests)[]) console.log(`  ${key}: ${pgbenchLine(key)} — ${replayed[key]}`);
  console.log(`\nDelivery: ${DELIVERY_MESSAGES} messages at ${DELIVERY_RATE}/s over ${pairs.length} conversations, one recipient socket each`);
  console.table(delivery);

  const goals: { goal: string; measured: string; baseline: string; met: string }[] = [];
  const loadGoal = (goal: string, result: LoadResult | undefined, tps: number | undefined) => {
    if (!result) return;
    const clean = result['non-2xx'] === 0 && result.errors === 0;
    goals.push({
      goal: `${goal} p99 < ${GOAL_P99_MS} ms`,
      measured: `${result['p99 ms']} ms (${result['req/s']} req/s${clean ? '' : `, ${result['non-2xx']} non-2xx, ${result.errors} errors`})`,
      baseline: tps ? `pgbench, whole request: ${tps} tps (mean ${round1((CONNECTIONS * 1000) / tps)} ms)` : '',
      met: result['p99 ms'] < GOAL_P99_MS && clean ? 'yes' : 'NO',
    });
  };
  loadGoal('conversation list', loads.get('list'), pgbenchTps.list);
  loadGoal('conversation page', loads.get('page'), pgbenchTps.page);
  loadGoal('conversation page ?cursor=', loads.get('pageBefore'), pgbenchTps.pageBefore);
  // The messaging tables grow with use and must be read through their indexes. The senders'
  // profiles and levels are joined to a page's 51 rows only: on the bench's 1,000 members the
  // planner rightly hashes them whole, a choice that changes with their size, not the page's.
  const seqScans = Object.entries(plans).filter(([, plan]) => /Seq Scan on conversation(_messages|_participants|s)\b/.test(plan));
  goals.push({
    goal: 'list, page and send plans: the messaging tables through their indexes only (no Seq Scan)',
    measured: seqScans.length ? `Seq Scan in ${seqScans.map(([key]) => key).join(', ')}` : 'index scans only',
    baseline: '',
    met: seqScans.length ? 'NO' : 'yes',
  });
  goals.push({
    goal: 'delivery to the recipient (reported, no goal set)',
    measured: `p50 ${delivery[1]!['p50 ms']} ms, p99 ${delivery[1]!['p99 ms']} ms`,
    baseline: `POST p99 ${delivery[0]!['p99 ms']} ms`,
    met: 'n/a',
  });
  reportGoals('Private and direct messages (bench:messaging)', goals, { delivery });
} finally {
  await server.close();
  await database.drop();
}
process.exit(0);
