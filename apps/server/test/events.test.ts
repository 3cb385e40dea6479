import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { instantToLocalDateTime } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { rowsOf } from './helpers/sql-rows';
import { createTestApp, JSON_HEADERS, TEST_SECRET, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

/** The Cookie header of a session, signed as Better Auth signs it (HMAC-SHA256 of the token). */
function sessionCookie(token: string) {
  const signature = crypto.createHmac('sha256', TEST_SECRET).update(token).digest('base64');
  return `la-meute.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Verified members with a live session each, inserted in two statements (signing 1,000 in would take minutes). */
async function insertMembersWithSessions(t: TestApp, howMany: number, prefix: string): Promise<Member[]> {
  const run = crypto.randomBytes(4).toString('hex');
  await t.app.db.execute(sql`insert into "user" (id, name, email, email_verified)
    select ${prefix} || '-' || ${run} || '-' || i, 'Membre ' || i, ${prefix} || i || '-' || ${run} || '@example.org', true
    from generate_series(1, ${howMany}) i`);
  await t.app.db.execute(sql`insert into session (id, token, user_id, expires_at)
    select 'session-' || ${run} || '-' || i, 'token-' || ${run} || '-' || i, ${prefix} || '-' || ${run} || '-' || i, now() + interval '1 day'
    from generate_series(1, ${howMany}) i`);
  return Array.from({ length: howMany }, (_, index) => ({
    id: `${prefix}-${run}-${index + 1}`,
    cookie: sessionCookie(`token-${run}-${index + 1}`),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A wall time in Paris, as the form sends it, `days` from now. */
const parisIn = (days: number, hours = 0) => instantToLocalDateTime(new Date(Date.now() + days * DAY_MS + hours * 3_600_000), 'Europe/Paris');

describeEachDatabase('events API', (kind) => {
  let t: TestApp;
  let organiser: Member;
  let bruno: Member;
  let chloe: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [organiser, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'agenda')) as unknown as [Member, Member, Member];
  }, 60_000);
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}) } });

  const validEvent = (overrides: object = {}) => ({
    title: 'Méditation au lac',
    description: 'On respire, ensemble; puis on marche, calmement.\nApportez un tapis.',
    startsAt: parisIn(7),
    endsAt: parisIn(7, 2),
    timeZone: 'Europe/Paris',
    eventType: 'in-person',
    location: 'Annecy',
    venue: 'Pâquier',
    maxParticipants: 10,
    price: '',
    tags: [' yoga ', 'nature', 'calme', 'lac'],
    imageUrl: null,
    ...overrides,
  });

  async function createEvent(overrides: object = {}, cookie = organiser.cookie) {
    const response = await call('POST', '/api/events', cookie, validEvent(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event as { id: string; participants: number; maxParticipants: number | null };
  }

  it('creates an event with its defaults and shows it in the list and the detail', async () => {
    const event = await createEvent();
    expect(event).toMatchObject({
      title: 'Méditation au lac',
      price: 'Gratuit',
      tags: ['yoga', 'nature', 'calme', 'lac'],
      participants: 0,
      maxParticipants: 10,
      venue: 'Pâquier',
      cancelledAt: null,
      viewerRegistered: false,
      viewerIsOrganizer: true,
      organizer: { id: organiser.id },
    });
    const list = await call('GET', '/api/events', bruno.cookie);
    expect(list.statusCode).toBe(200);
    const listed = list.json().events.find((one: { id: string }) => one.id === event.id);
    expect(listed).toMatchObject({ viewerIsOrganizer: false, viewerRegistered: false });
    const dates = list.json().events.map((one: { eventDate: string }) => one.eventDate);
    expect(dates).toEqual([...dates].sort());
    const detail = await call('GET', `/api/events/${event.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().event).toMatchObject({ id: event.id, viewerRegistered: false, viewerIsOrganizer: false });
    // The wall time entered in Paris is that instant.
    expect(instantToLocalDateTime(detail.json().event.eventDate, 'Europe/Paris')).toBe(validEvent().startsAt);
  });

  it('answers 404 for a missing or malformed event', async () => {
    for (const id of [crypto.randomUUID(), 'pas-un-id']) {
      const response = await call('GET', `/api/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'events.not_found' });
    }
  });

  it('refuses invalid events with their codes, a NUL byte included', async () => {
    const cases: [object, string][] = [
      [{ title: '  ' }, 'events.fields_required'],
      [{ endsAt: parisIn(6) }, 'events.end_before_start'],
      [{ location: '' }, 'events.fields_required'],
      [{ title: 'Nul\u0000byte' }, 'validation.invalid'],
      [{ description: 'a\u0000b' }, 'validation.invalid'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'validation.invalid'],
      [{ maxParticipants: 0 }, 'validation.invalid'],
      [{ timeZone: 'Mars/Olympus' }, 'validation.invalid'],
      [{ startsAt: parisIn(-1), endsAt: '' }, 'validation.invalid'],
    ];
    for (const [overrides, code] of cases) {
      const response = await call('POST', '/api/events', organiser.cookie, validEvent(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().code, JSON.stringify(overrides)).toBe(code);
    }
    const { title: _title, ...withoutTitle } = validEvent();
    const missing = await call('POST', '/api/events', organiser.cookie, withoutTitle);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toMatch(/^(events\.fields_required|validation\.invalid)$/);
    // Online events need no place.
    await createEvent({ eventType: 'online', location: '', venue: '' });
  });

  it('needs a session to create or register', async () => {
    const event = await createEvent();
    expect((await call('POST', '/api/events', undefined, validEvent())).json()).toEqual({ code: 'auth.required' });
    const response = await call('POST', `/api/events/${event.id}/registration`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.required' });
  });

  it('registers, refuses a second registration, and frees the place on cancellation', async () => {
    const event = await createEvent({ maxParticipants: 1 });
    const first = await call('POST', `/api/events/${event.id}/registration`, bruno.cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ registered: true, participants: 1 });
    const again = await call('POST', `/api/events/${event.id}/registration`, bruno.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'events.already_registered' });
    const full = await call('POST', `/api/events/${event.id}/registration`, chloe.cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'events.full' });
    expect((await call('GET', `/api/events/${event.id}`, bruno.cookie)).json().event).toMatchObject({ participants: 1, viewerRegistered: true });

    const cancel = await call('DELETE', `/api/events/${event.id}/registration`, bruno.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ registered: false, participants: 0 });
    expect((await call('DELETE', `/api/events/${event.id}/registration`, bruno.cookie)).json()).toEqual({ code: 'events.not_registered' });
    expect((await call('POST', `/api/events/${event.id}/registration`, chloe.cookie)).statusCode).toBe(201);
  });

  it('closes registration for a cancelled or past event', async () => {
    const event = await createEvent();
    await t.app.db.execute(sql`update events set event_date = now() - interval '1 hour', end_date = null where id = ${event.id}`);
    expect((await call('POST', `/api/events/${event.id}/registration`, bruno.cookie)).json()).toEqual({ code: 'events.closed' });
    const other = await createEvent();
    const cancelled = await call('POST', `/api/events/${other.id}/cancel`, organiser.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().event.cancelledAt).not.toBeNull();
    const response = await call('POST', `/api/events/${other.id}/registration`, bruno.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'events.closed' });
    // Neither is listed any more; the cancelled one's page stays readable.
    const listed = (await call('GET', '/api/events')).json().events.map((one: { id: string }) => one.id);
    expect(listed).not.toContain(event.id);
    expect(listed).not.toContain(other.id);
    expect((await call('GET', `/api/events/${other.id}`)).statusCode).toBe(200);
  });

  it('lets only the organiser edit or cancel, and never below the registered participants', async () => {
    const event = await createEvent({ maxParticipants: 3 });
    expect((await call('POST', `/api/events/${event.id}/registration`, bruno.cookie)).statusCode).toBe(201);
    expect((await call('POST', `/api/events/${event.id}/registration`, chloe.cookie)).statusCode).toBe(201);

    const notMine = await call('PATCH', `/api/events/${event.id}`, bruno.cookie, validEvent({ title: 'Piraté' }));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ code: 'events.not_organizer' });
    const cancelNotMine = await call('POST', `/api/events/${event.id}/cancel`, bruno.cookie);
    expect(cancelNotMine.statusCode).toBe(403);
    expect(cancelNotMine.json()).toEqual({ code: 'events.not_organizer' });

    const below = await call('PATCH', `/api/events/${event.id}`, organiser.cookie, validEvent({ maxParticipants: 1 }));
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ code: 'events.capacity_below_participants' });

    const edited = await call('PATCH', `/api/events/${event.id}`, organiser.cookie, validEvent({ title: 'Méditation du soir', maxParticipants: 2, price: '5 €' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().event).toMatchObject({ title: 'Méditation du soir', maxParticipants: 2, price: '5 €', participants: 2 });
    const rows = await rowsOf(t.app.db.execute(sql`select participants_count, (select count(*) from event_participants where event_id = ${event.id})::int as n from events where id = ${event.id}`));
    expect(rows[0]).toMatchObject({ participants_count: 2, n: 2 });
  });

  it('tells the rest of the app: created, registered, unregistered, updated and cancelled with the participants', async () => {
    const seen: { name: string; payload: Record<string, unknown> }[] = [];
    const names = ['event.created', 'event.registered', 'event.unregistered', 'event.updated', 'event.cancelled'] as const;
    const offs = names.map((name) => t.app.services.events.on(name, (payload) => void seen.push({ name, payload })));
    try {
      const event = await createEvent();
      await call('POST', `/api/events/${event.id}/registration`, bruno.cookie);
      await call('POST', `/api/events/${event.id}/registration`, chloe.cookie);
      await call('DELETE', `/api/events/${event.id}/registration`, chloe.cookie);
      await call('PATCH', `/api/events/${event.id}`, organiser.cookie, validEvent({ title: 'Nouvelle heure' }));
      await call('POST', `/api/events/${event.id}/cancel`, organiser.cookie);
      await call('POST', `/api/events/${event.id}/cancel`, organiser.cookie);
      await expect.poll(() => seen.length).toBe(6);
      expect(seen.map((entry) => entry.name)).toEqual(['event.created', 'event.registered', 'event.registered', 'event.unregistered', 'event.updated', 'event.cancelled']);
      expect(seen[0]!.payload).toMatchObject({ eventId: event.id, organizerId: organiser.id });
      expect(seen[3]!.payload).toMatchObject({ eventId: event.id, userId: chloe.id });
      expect(seen[4]!.payload).toMatchObject({ participantIds: [bruno.id] });
      expect(seen[5]!.payload).toMatchObject({ eventId: event.id, organizerId: organiser.id, participantIds: [bruno.id] });
    } finally {
      for (const off of offs) off();
    }
  });

  it('serves a valid ICS file for the event', async () => {
    const event = await createEvent();
    const response = await call('GET', `/api/events/${event.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="meditation-au-lac.ics"');
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${event.id}@localhost`);
    expect(unfolded).toContain('SUMMARY:Méditation au lac');
    expect(unfolded).toContain('DESCRIPTION:On respire\\, ensemble\\; puis on marche\\, calmement.\\nApportez un tapis.');
    expect(unfolded).toContain('LOCATION:Pâquier\\, Annecy');
    expect(unfolded).toContain(`URL:http://localhost:3000/events/${event.id}`);
    expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z\r\nDTEND:\d{8}T\d{6}Z/);
    expect((await call('GET', `/api/events/${crypto.randomUUID()}/ics`)).statusCode).toBe(404);
  });

  it('gives one row to the same member registering 20 times at once', async () => {
    const event = await createEvent({ maxParticipants: 5 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/api/events/${event.id}/registration`, chloe.cookie)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((one) => one.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'events.already_registered' });
    }
    const rows = await rowsOf(t.app.db.execute(sql`select count(*)::int as n from event_participants where event_id = ${event.id}`));
    expect(rows[0]).toMatchObject({ n: 1 });
  });

  it('never overbooks: 1,000 members registering at once on 50 places leave exactly 50', async () => {
    const event = await createEvent({ maxParticipants: 50 });
    const crowd = await insertMembersWithSessions(t, 1000, `foule${kind}`);
    const responses = await Promise.all(crowd.map((member) => call('POST', `/api/events/${event.id}/registration`, member.cookie)));
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(accepted).toHaveLength(50);
    expect(refused).toHaveLength(950);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ code: 'events.full' });
    }
    const rows = await rowsOf(
      t.app.db.execute(
        sql`select participants_count, (select count(*) from event_participants where event_id = ${event.id})::int as n from events where id = ${event.id}`,
      ),
    );
    expect(rows[0]).toMatchObject({ participants_count: 50, n: 50 });
    const detail = await call('GET', `/api/events/${event.id}`, crowd[0]!.cookie);
    expect(detail.json().event).toMatchObject({ participants: 50, maxParticipants: 50 });
  }, 180_000);
});
