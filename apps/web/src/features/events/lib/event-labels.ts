import type { UpcomingEvent } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';

// The database default is 'Gratuit' (SPEC §3): shown in the reader's language.
const FREE_PRICES = /^(gratuit|free|gratis|0|0 ?€|0 ?eur)$/i;

export function eventPrice(t: TFunction, price: string): string {
  return FREE_PRICES.test(price.trim()) ? t('events.card.free') : price;
}

/** Where: 'En ligne' for an online event, else the venue and the place. */
export function eventPlace(t: TFunction, event: Pick<UpcomingEvent, 'eventType' | 'location'> & { venue?: string | null }): string {
  if (event.eventType === 'online') return t('events.card.online');
  const place = [event.venue, event.location].filter(Boolean).join(', ');
  return place || t('events.card.locationTbd');
}

export function eventParticipants(t: TFunction, event: Pick<UpcomingEvent, 'participants' | 'maxParticipants'>): string {
  return event.maxParticipants === null
    ? t('events.card.participants', { count: event.participants })
    : t('events.card.participantsOfMax', { participants: event.participants, max: event.maxParticipants });
}
