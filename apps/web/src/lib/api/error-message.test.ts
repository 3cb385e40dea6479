import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/test-translator';
import { ApiRequestError } from './api-client';
import { getErrorMessage } from './error-message';


const rateLimited = (retryAfterSeconds: number) =>
  new ApiRequestError({ status: 429, code: 'http.rate_limited', retryAfterSeconds });

describe('rate-limit messages', () => {
  it.each([
    ['fr', 1, 'Trop de tentatives. Réessayez dans 1 seconde.'],
    ['fr', 45, 'Trop de tentatives. Réessayez dans 45 secondes.'],
    ['fr', 119, 'Trop de tentatives. Réessayez dans 119 secondes.'],
    ['fr', 120, 'Trop de tentatives. Réessayez dans 2 minutes.'],
    ['fr', 240, 'Trop de tentatives. Réessayez dans 4 minutes.'],
    // Rounded up, so retrying at the announced time is not refused again.
    ['fr', 181, 'Trop de tentatives. Réessayez dans 4 minutes.'],
    ['fr', 3000, 'Trop de tentatives. Réessayez dans 50 minutes.'],
    ['en', 1, 'Too many attempts. Try again in 1 second.'],
    ['en', 30, 'Too many attempts. Try again in 30 seconds.'],
    ['en', 240, 'Too many attempts. Try again in 4 minutes.'],
    ['es', 1, 'Demasiados intentos. Inténtalo de nuevo en 1 segundo.'],
    ['es', 30, 'Demasiados intentos. Inténtalo de nuevo en 30 segundos.'],
    ['es', 240, 'Demasiados intentos. Inténtalo de nuevo en 4 minutos.'],
  ] as const)('%s, %i s → "%s"', async (language, seconds, text) => {
    expect(getErrorMessage(await translatorFor(language), rateLimited(seconds))).toBe(text);
  });

  it('tells a sign-in turned away while the server is busy to retry shortly', async () => {
    const busy = new ApiRequestError({ status: 503, code: 'auth.busy', retryAfterSeconds: 5 });
    expect(getErrorMessage(await translatorFor('fr'), busy)).toBe('Le serveur est très sollicité. Réessayez dans quelques secondes.');
  });
});
