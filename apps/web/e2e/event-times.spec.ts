import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

// A visitor outside France, on a French browser.
const NEW_YORK = { timezoneId: 'America/New_York', locale: 'fr-FR' } as const;
const inPersonEvent = seed.events.find((event) => event.eventType === 'in-person')!;
const onlineEvent = seed.events.find((event) => event.eventType === 'online')!;
const general = seed.builtInChannels.find((channel) => channel.name === 'general')!;

async function newYorkPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ ...NEW_YORK, baseURL, javaScriptEnabled, serviceWorkers: 'block' });
  return context.newPage();
}

function eventCard(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Prochains événements' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

/** When the card says the event happens: its <time> element, as a reader sees it. */
function eventTime(page: Page, title: string) {
  return eventCard(page, title).locator('time');
}

/** The landing's app starts on the first interaction (ADR 009): this one answers once it is live. */
async function startTheApp(page: Page) {
  await page.getByRole('button', { name: 'Explorer en invité' }).click();
  await expectToast(page, 'Mode invité activé');
}

test.describe('Event times', () => {
  test("an in-person event reads the place's local time, Paris named, the same before and after the app starts", async ({
    browser,
    baseURL,
  }) => {
    // What the server sends: read without any script.
    const serverPage = await newYorkPage(browser, baseURL, false);
    await serverPage.goto('/');
    const rendered = (await eventTime(serverPage, inPersonEvent.title).textContent()) ?? '';
    expect(rendered).toMatch(new RegExp(`^\\S+ \\d{1,2} \\S+ à ${inPersonEvent.localTime}, heure de Paris$`));
    await serverPage.context().close();

    const page = await newYorkPage(browser, baseURL);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect(eventTime(page, inPersonEvent.title)).toHaveText(rendered);
    await startTheApp(page);
    // Live, and re-rendered in the browser's own zone: the text has not moved to New York's clock.
    await expect(eventTime(page, inPersonEvent.title)).toHaveText(rendered);
    expect(warnings.filter((text) => text.includes('rendered again'))).toEqual([]);
    await page.context().close();
  });

  test("an online event moves to the reader's own time once the app is live, always with its zone", async ({ browser, baseURL }) => {
    const page = await newYorkPage(browser, baseURL);
    await page.goto('/');
    const time = eventTime(page, onlineEvent.title);
    // The server cannot know the reader's zone: the organiser's, named.
    await expect(time).toContainText(`à ${onlineEvent.localTime}, heure de Paris`);

    await startTheApp(page);
    const startsAt = new Date((await time.getAttribute('datetime'))!);
    const newYorkClock = new Intl.DateTimeFormat('fr-FR', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(
      startsAt,
    );
    await expect(time).toContainText(`à ${newYorkClock}, heure de New York`);
    await expect(time).not.toContainText('Paris');
    await page.context().close();
  });

  test('a reader in France sees the time without a zone once the app knows where they are', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ timezoneId: 'Europe/Paris', locale: 'fr-FR', baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await startTheApp(page);
    await expect(eventTime(page, inPersonEvent.title)).toHaveText(new RegExp(`^\\S+ \\d{1,2} \\S+ à ${inPersonEvent.localTime}$`));
    await context.close();
  });
});

test.describe('Active channels on the landing', () => {
  test('are named as the chat names them, with the relative time used everywhere', async ({ page }) => {
    await page.goto('/');
    const channels = page.getByRole('region', { name: 'Canaux actifs' });
    const card = channels.getByRole('listitem').filter({ has: page.getByRole('heading', { name: general.label, exact: true }) });
    await expect(card).toContainText(general.description);
    await expect(card).toContainText(`${general.messages} messages`);
    await expect(card).toContainText("Il y a moins d'1h");
    await expect(channels.getByRole('heading', { name: general.name, exact: true })).toHaveCount(0);

    // Still so once the app is live, and in another language.
    await startTheApp(page);
    await expect(card).toContainText("Il y a moins d'1h");
    await page.goto('/en');
    const english = page.getByRole('region', { name: 'Active channels' });
    await expect(english.getByRole('heading', { name: 'General', exact: true })).toBeVisible();
    await expect(english.getByRole('listitem').filter({ hasText: 'General' })).toContainText('Less than 1h ago');
  });

  test('the landing, events and channels included, has no accessibility violations for a reader abroad', async ({
    browser,
    baseURL,
  }) => {
    const page = await newYorkPage(browser, baseURL);
    await page.goto('/');
    await startTheApp(page);
    await expect(eventTime(page, inPersonEvent.title)).toContainText('heure de Paris');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
