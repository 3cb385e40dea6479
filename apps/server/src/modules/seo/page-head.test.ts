import { describe, expect, it } from 'vitest';
import { renderPageHead } from './page-head';

const html = '<!doctype html><html lang="fr"><head><title>La Meute</title><meta name="description" content="x" /></head><body></body></html>';
const options = { appUrl: 'https://meute.example', siteName: 'La Meute' };

describe('page head', () => {
  it('writes the French title, description, Open Graph and alternates of a public page', () => {
    const out = renderPageHead(html, '/community', options);
    expect(out).toContain('<html lang="fr"');
    expect(out).toContain('<title>La communauté – La Meute</title>');
    expect(out).toContain('<meta property="og:title" content="La communauté – La Meute" />');
    expect(out).toContain('<link rel="canonical" href="https://meute.example/community" />');
    expect(out).toContain('<link rel="alternate" hreflang="en" href="https://meute.example/en/community" />');
    expect(out).toContain('<link rel="alternate" hreflang="x-default" href="https://meute.example/community" />');
    expect(out.match(/name="description"/g)).toHaveLength(1);
  });

  it('uses the language of the prefix', () => {
    const out = renderPageHead(html, '/es/support', options);
    expect(out).toContain('<html lang="es"');
    expect(out).toContain('<title>Apoyar La Meute</title>');
    expect(out).toContain('content="es_ES"');
  });

  it("writes a post's text as it is, $ patterns included, escaped", () => {
    const text = "Prix : 5 $` $' $& <b>\"gras\"</b>";
    const out = renderPageHead(html, '/post/00000000-0000-4000-8000-000000000000', { ...options, meta: { title: text, description: text } });
    const escaped = "Prix : 5 $` $' $&amp; &lt;b&gt;&quot;gras&quot;&lt;/b&gt;";
    expect(out).toContain(`<title>${escaped}</title>`);
    expect(out).toContain(`<meta name="description" content="${escaped}" />`);
    expect(out).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(out.match(/<head>/g)).toHaveLength(1);
  });

  it('escapes and leaves pages without metadata with their language only', () => {
    const out = renderPageHead(html, '/en/chat', options);
    expect(out).toContain('<html lang="en"');
    expect(out).toContain('<title>La Meute</title>');
    expect(out).not.toContain('og:title');
  });
});
