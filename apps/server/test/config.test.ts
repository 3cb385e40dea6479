import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, warnMissingOperatorDetails } from '../src/config';

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
  it('invents no operator details and no donation figures: unset, they are empty and null', () => {
    const { publicConfig } = loadConfig({});
    expect(publicConfig.operator).toMatchObject({ name: '', address: '', registration: '', publicationDirector: '' });
    expect(publicConfig.host).toEqual({ name: '', address: '', website: '' });
    // No "[Nom de l'association]"-style template anywhere in the answer.
    expect(JSON.stringify(publicConfig)).not.toMatch(/\[[^\]"]+\]/);
    expect(publicConfig.donations).toBeNull();
    expect(publicConfig.links.social).toEqual([]);
  });

  it('publishes donation figures only when the operator set both', () => {
    expect(loadConfig({ DONATION_MONTHLY_GOAL: '3000', DONATION_RAISED: '1200' }).publicConfig.donations).toEqual({
      monthlyGoal: 3000,
      raised: 1200,
      currency: 'EUR',
    });
    expect(loadConfig({ DONATION_MONTHLY_GOAL: '3000' }).publicConfig.donations).toBeNull();
    expect(loadConfig({ DONATION_MONTHLY_GOAL: '3000', DONATION_RAISED: '' }).publicConfig.donations).toBeNull();
    expect(loadConfig({ DONATION_MONTHLY_GOAL: '0', DONATION_RAISED: '0' }).publicConfig.donations).toEqual({ monthlyGoal: 0, raised: 0, currency: 'EUR' });
    expect(() => loadConfig({ DONATION_MONTHLY_GOAL: '-5', DONATION_RAISED: '0' })).toThrow(/DONATION_MONTHLY_GOAL/);
  });

  it('warns at start-up with the list of operator details still missing, and stays quiet once all are set', () => {
    const warnings: { details: object; message: string }[] = [];
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };

    warnMissingOperatorDetails(loadConfig({ OPERATOR_NAME: 'Les Amis de la Meute', HOST_NAME: '  ' }), log);
    expect(warnings).toHaveLength(1);
    const missing = ['OPERATOR_ADDRESS', 'OPERATOR_EMAIL', 'OPERATOR_REGISTRATION', 'PUBLICATION_DIRECTOR', 'HOST_NAME', 'HOST_ADDRESS', 'HOST_WEBSITE'];
    expect(warnings[0]!.details).toEqual({ missing });
    expect(warnings[0]!.message).toContain(missing.join(', '));

    warnings.length = 0;
    warnMissingOperatorDetails(
      loadConfig({
        OPERATOR_NAME: 'Les Amis de la Meute',
        OPERATOR_ADDRESS: '1 rue des Loups, 75000 Paris',
        OPERATOR_EMAIL: 'bureau@amis-meute.fr',
        OPERATOR_REGISTRATION: 'W751234567',
        PUBLICATION_DIRECTOR: 'Camille Martin',
        HOST_NAME: 'Hébergeur SAS',
        HOST_ADDRESS: '2 rue du Serveur, 59100 Roubaix',
        HOST_WEBSITE: 'https://hebergeur.example',
      }),
      log,
    );
    expect(warnings).toEqual([]);
  });

  it('reads social links as Name|url pairs and ignores malformed ones', () => {
    const { publicConfig } = loadConfig({ SOCIAL_LINKS: 'Mastodon|https://mastodon.social/@meute, broken, X|javascript:alert(1)' });
    expect(publicConfig.links.social).toEqual([{ name: 'Mastodon', url: 'https://mastodon.social/@meute' }]);
  });
});
