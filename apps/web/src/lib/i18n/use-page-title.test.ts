import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { setRenderLanguage, startServerI18n } from './i18n';
import { takeRenderedTitle, usePageTitle } from './use-page-title';

// The app loads the other languages on demand; here every one is at hand, as on the server.
beforeAll(() => startServerI18n({ fr, en, es }));

function Page({ name }: { name?: string | null }) {
  usePageTitle(name);
  return null;
}

/** What a server render of that address notes as its title: the one the browser app then sets. */
function titleOf(url: string, language: 'fr' | 'en' | 'es', name?: string | null): string | null {
  setRenderLanguage(language);
  renderToString(createElement(MemoryRouter, { initialEntries: [url] }, createElement(Page, { name })));
  return takeRenderedTitle();
}

describe('page titles', () => {
  it("gives the public pages the title the server's page head writes", () => {
    expect(titleOf('/community', 'fr')).toBe('La communauté – La Meute');
    expect(titleOf('/es/support', 'es')).toBe('Apoyar La Meute');
  });

  it('names the other pages by their heading, in the page language', () => {
    expect(titleOf('/feed', 'fr')).toBe("Fil d'actualité – La Meute");
    expect(titleOf('/en/feed', 'en')).toBe('Feed – La Meute');
    expect(titleOf('/no-such-page', 'es')).toBe('¡Vaya! Página no encontrada – La Meute');
  });

  it("puts a page's own name first, and stands in with the heading while it is unknown", () => {
    expect(titleOf('/chat', 'fr', '#Général – Chat public')).toBe('#Général – Chat public – La Meute');
    expect(titleOf('/post/42', 'fr', null)).toBe('Publication – La Meute');
  });

  it('hands each title over once', () => {
    titleOf('/feed', 'fr');
    expect(takeRenderedTitle()).toBeNull();
  });
});
