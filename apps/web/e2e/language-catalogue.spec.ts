import { expect, STORY_TIMEOUT_MS, test } from './fixtures';

test.describe('What the interface says, in French', () => {
  test('an unlocked achievement is named in the notification centre, never by its key', async ({ page, member }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    await page.goto('/gamification');
    // After the seeded events, which the landing's calendar lists (landing.spec.ts).
    const next = new Date(Date.now() + 61 * 86_400_000);
    const created = await page.request.post('/api/events', {
      data: { title: `Atelier d'écriture ${Date.now()}`, description: 'Un moment d’écriture en ligne.', startsAt: `${next.toISOString().slice(0, 10)}T18:30`, eventType: 'online' },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The achievement is stored by a domain event after the answer: read the centre until it is there.
    const rows = page.getByRole('listitem').filter({ hasText: 'Vous avez débloqué un nouveau succès' });
    await expect(async () => {
      await page.goto('/notifications');
      await expect(rows.filter({ hasText: 'Organisateur' })).toHaveCount(1, { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('main')).not.toContainText('organiser');
  });

  test('a trending topic with one reply says "1 réponse"', async ({ page, member }) => {
    void member;
    const title = `Marcher sous la pluie ${Date.now()}`;
    const created = await page.request.post('/api/forum/topics', {
      data: { title, content: 'Une balade sous la pluie, pour le plaisir des bottes mouillées.', category: 'wellbeing' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { topic } = (await created.json()) as { topic: { id: string } };
    const replied = await page.request.post(`/api/forum/topics/${topic.id}/replies`, { data: { content: 'Avec plaisir, je viens !' } });
    expect(replied.status(), await replied.text()).toBe(201);

    await page.goto('/forum');
    const trending = page.getByRole('region', { name: 'Sujets tendance' });
    const item = trending.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(/1 réponse · \d+ vues?/);
    await expect(item).not.toContainText('1 réponses');
  });
});
