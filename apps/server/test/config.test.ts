import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      trustProxy: false,
      seedOnEmpty: true,
      adminEmails: [],
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      ADMIN_EMAILS: ' Chef@Meute.fr, ,deux@meute.fr',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      SEED: '0',
      APP_URL: 'https://meute.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      adminEmails: ['chef@meute.fr', 'deux@meute.fr'],
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      seedOnEmpty: false,
      appUrl: 'https://meute.example',
    });
  });

  it('refuses invalid values at boot with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});

describe('public configuration', () => {
  it('has clear placeholders for operator details and the SPEC donation figures', () => {
    const { publicConfig } = loadConfig({});
    expect(publicConfig.operator.name).toBe("[Nom de l'association]");
    expect(publicConfig.donations).toEqual({ monthlyGoal: 2500, raised: 1840, currency: 'EUR' });
    expect(publicConfig.links.social).toEqual([]);
  });

  it('reads social links as Name|url pairs and ignores malformed ones', () => {
    const { publicConfig } = loadConfig({ SOCIAL_LINKS: 'Mastodon|https://mastodon.social/@meute, broken, X|javascript:alert(1)' });
    expect(publicConfig.links.social).toEqual([{ name: 'Mastodon', url: 'https://mastodon.social/@meute' }]);
  });
});
