import type { PublicConfig } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-calendar-date';
import { listPlaceholders, tokenizeLegalText } from './legal-text';
import { buildLegalValues, hasUnpublishedOperatorDetails } from './legal-values';

const config: PublicConfig = {
  siteName: 'La Meute',
  siteUrl: 'https://lameute.example',
  operator: {
    name: 'Association La Meute',
    legalForm: 'Association loi 1901',
    address: '1 rue des Bois, 75000 Paris',
    email: 'contact@lameute.example',
    registration: 'W751234567',
    publicationDirector: 'Camille Martin',
  },
  host: { name: 'Hébergeur SAS', address: '2 rue du Serveur, 59000 Lille', website: 'https://hebergeur.example' },
  links: { contactEmail: 'contact@lameute.example', sourceCode: '', social: [] },
  donations: { monthlyGoal: 2500, raised: 1840, currency: 'EUR' },
  features: { translation: false },
};

const values = buildLegalValues(config, '[indisponible]');

describe('tokenizeLegalText', () => {
  it('fills placeholders from the public configuration and the SPEC delays', () => {
    expect(tokenizeLegalText('Édité par {operator.name} ; réponse sous {times.contactHours} heures.', values)).toEqual([
      { kind: 'text', text: 'Édité par Association La Meute ; réponse sous 48 heures.' },
    ]);
  });

  it('turns a configured e-mail address into an e-mail segment', () => {
    expect(tokenizeLegalText('Écrivez à {operator.email}.', values)).toEqual([
      { kind: 'text', text: 'Écrivez à ' },
      { kind: 'email', address: 'contact@lameute.example' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links a configured web address, but keeps a placeholder default such as "[Site de l\'hébergeur]" as text', () => {
    expect(tokenizeLegalText('Site : {host.website}', values)).toContainEqual({
      kind: 'link',
      href: 'https://hebergeur.example',
      label: 'https://hebergeur.example',
    });
    const withDefaults = buildLegalValues({ ...config, host: { ...config.host, website: "[Site de l'hébergeur]" } }, '?');
    expect(tokenizeLegalText('Site : {host.website}', withDefaults)).toEqual([
      { kind: 'text', text: "Site : [Site de l'hébergeur]" },
    ]);
  });

  it('links a bare address written in the text, without the punctuation that follows it', () => {
    expect(tokenizeLegalText('En ligne sur https://www.cnil.fr.', values)).toEqual([
      { kind: 'text', text: 'En ligne sur ' },
      { kind: 'link', href: 'https://www.cnil.fr', label: 'www.cnil.fr' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves an unknown placeholder visible so a content typo is noticed', () => {
    expect(tokenizeLegalText('Par {operator.nom}', values)).toEqual([{ kind: 'text', text: 'Par {operator.nom}' }]);
  });

  it('shows the "unavailable" text for operator details when the configuration could not be read', () => {
    const fallback = buildLegalValues(undefined, '[indisponible]');
    expect(tokenizeLegalText('{operator.name}, {age.min} ans', fallback)).toEqual([
      { kind: 'text', text: '[indisponible], 18 ans' },
    ]);
  });
});

describe('operator details not published yet', () => {
  const unpublished = { name: 'La Meute (association dont le nom n’est pas encore publié)', value: 'pas encore publié par l’association' };
  const fresh: PublicConfig = {
    ...config,
    operator: { ...config.operator, name: '', address: '', registration: ' ', publicationDirector: '' },
    host: { name: '', address: '', website: '' },
  };

  it('says plainly that a detail left empty is not published, instead of a bracketed template', () => {
    const filled = buildLegalValues(fresh, 'indisponible', unpublished);
    expect(tokenizeLegalText('Édité par {operator.name}, {operator.legalForm}. RNA : {operator.registration}', filled)).toEqual([
      { kind: 'text', text: 'Édité par La Meute (association dont le nom n’est pas encore publié), Association loi 1901. RNA : pas encore publié par l’association' },
    ]);
    expect(tokenizeLegalText('Site web : {host.website}', filled)).toEqual([{ kind: 'text', text: 'Site web : pas encore publié par l’association' }]);
  });

  it('tells the page to show its notice only while some detail is missing', () => {
    expect(hasUnpublishedOperatorDetails(fresh)).toBe(true);
    expect(hasUnpublishedOperatorDetails({ ...config, host: { ...config.host, website: '' } })).toBe(true);
    expect(hasUnpublishedOperatorDetails(config)).toBe(false);
    expect(hasUnpublishedOperatorDetails(undefined)).toBe(false);
  });
});

describe('listPlaceholders', () => {
  it('lists every brace token, known or not', () => {
    expect(listPlaceholders('{site.name} et {oops} et {}')).toEqual(['site.name', 'oops', '']);
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['fr', '15 janvier 2025'],
    ['en', 'January 15, 2025'],
    ['es', '15 de enero de 2025'],
  ])('formats the legal update date in %s', (language, expected) => {
    expect(formatCalendarDate('2025-01-15', language)).toBe(expected);
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatCalendarDate('bientôt', 'fr')).toThrow(RangeError);
  });
});
