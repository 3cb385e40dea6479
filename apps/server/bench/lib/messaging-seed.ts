import crypto from 'node:crypto';
import pg from 'pg';

export interface MessagingSeedCounts {
  members: number;
  /** Even: each member talks privately with the `conversationsPerMember / 2` next members and the as many previous ones. */
  conversationsPerMember: number;
  messages: number;
  /** Half of the messages go to these few conversations (a few hundred messages each, deep pages); the rest spread evenly. */
  busyConversations: number;
}

export interface SeededMember {
  id: string;
  /** The session token (unsigned), as stored in `session.token`. */
  token: string;
}

export interface SeededConversation {
  id: string;
  /** The two participants' ids (`a` started it). */
  a: string;
  b: string;
  messages: number;
  busy: boolean;
}

/**
 * Members with a live session each, their private conversations, the messages and the read state,
 * all in bulk SQL on one connection (seconds, where the API would take minutes). Inserts go through
 * the real triggers: profiles and levels per member, conversations.last_message_at per statement.
 * Messages are inserted in time order across conversations, as they would arrive, so a
 * conversation's rows are spread over the table as in production. Ends with VACUUM ANALYZE.
 */
export async function seedMessagingData(url: string, counts: MessagingSeedCounts) {
  const half = counts.conversationsPerMember / 2;
  const total = counts.members * half;
  const busyEach = Math.ceil(counts.messages / 2 / counts.busyConversations);
  const quietCount = total - counts.busyConversations;
  const quietMessages = counts.messages - busyEach * counts.busyConversations;
  const quietEach = Math.floor(quietMessages / quietCount);
  const remainder = quietMessages - quietEach * quietCount;
  const busyEvery = Math.floor(total / counts.busyConversations);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create temp table bench_members as
      select i, md5('bench-member-' || i) as id, md5('bench-token-' || i) as token
      from generate_series(0, ${counts.members - 1}) i`);
    await client.query(`insert into "user" (id, name, email, email_verified)
      select id, 'Membre ' || i, 'bench' || i || '@example.org', true from bench_members order by i`);
    await client.query(`insert into session (id, token, user_id, expires_at)
      select md5('bench-session-' || i), token, id, now() + interval '30 days' from bench_members`);
    // Conversation c = member i with member i + k (k = 1..half); every busyEvery-th one is busy.
    await client.query(`create temp table bench_conversations as
      with pairs as (
        select m.i * ${half} + k - 1 as c, m.id as a, o.id as b, gen_random_uuid() as id
        from bench_members m cross join generate_series(1, ${half}) k
        join bench_members o on o.i = (m.i + k) % ${counts.members}
      ), ranked as (
        select *, c % ${busyEvery} = 0 and c / ${busyEvery} < ${counts.busyConversations} as busy from pairs
      )
      select c, a, b, id, busy,
        case when busy then ${busyEach}
          else ${quietEach} + case when row_number() over (partition by busy order by c) <= ${remainder} then 1 else 0 end
        end as n
      from ranked`);
    await client.query(`insert into conversations (id, conversation_type, created_by, pair_key, created_at)
      select id, 'private', a, least(a collate "C", b collate "C") || ':' || greatest(a collate "C", b collate "C"), now() - interval '60 days'
      from bench_conversations`);
    await client.query(`insert into conversation_participants (conversation_id, user_id, is_admin, joined_at)
      select id, a, true, now() - interval '60 days' from bench_conversations
      union all select id, b, false, now() - interval '60 days' from bench_conversations`);
    // The last activity of conversations is spread over a week; a conversation's messages 7 s apart.
    await client.query(`insert into conversation_messages (conversation_id, sender_id, content, created_at)
      select id, sender, content, created_at from (
        select c.id, case when g % 3 = 0 then c.b else c.a end as sender,
          'Message ' || g || ' : on se retrouve au sentier près de la rivière ce soir ?' as content,
          now() - interval '1 hour' - (c.c * 37 % 10007) * interval '1 minute' - (c.n - g) * interval '7 seconds' as created_at
        from bench_conversations c cross join lateral generate_series(1, c.n) g
      ) m order by created_at`);
    // Read state: most participants read up to one of the last 8 messages; 1 in 20 never opened it.
    await client.query(`update conversation_participants p
      set last_read_at = case when abs(hashtext(p.user_id || p.conversation_id::text)) % 20 = 0 then null else r.created_at end
      from (
        select conversation_id, created_at, row_number() over (partition by conversation_id order by created_at desc, id desc) as rn
        from conversation_messages
      ) r
      where r.conversation_id = p.conversation_id and r.rn = 1 + abs(hashtext(p.conversation_id::text || p.user_id)) % 8`);
    const members = (await client.query<SeededMember>('select id, token from bench_members order by i')).rows;
    const conversations = (
      await client.query<{ id: string; a: string; b: string; n: number; busy: boolean }>('select id, a, b, n, busy from bench_conversations order by c')
    ).rows.map((row) => ({ id: row.id, a: row.a, b: row.b, messages: Number(row.n), busy: row.busy }));
    await client.query('vacuum analyze');
    return { members, conversations };
  } finally {
    await client.end();
  }
}

/**
 * One more session for a member, returned as its (unsigned) token: the first request made with it
 * cannot be answered from the session cache, so it shows everything an uncached request sends.
 */
export async function addSession(url: string, userId: string): Promise<string> {
  const token = crypto.randomBytes(16).toString('hex');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '30 days')`, [
      crypto.randomUUID(),
      token,
      userId,
    ]);
    return token;
  } finally {
    await client.end();
  }
}

/** The Cookie header of a session, signed as Better Auth signs it (HMAC-SHA256 of the token, base64). */
export function sessionCookie(token: string, secret: string, cookieName = 'la-meute.session_token') {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
}
