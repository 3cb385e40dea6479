import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core on the page as it stands and lists every violation with the elements at fault. */
export async function expectNoAxeViolations(page: Page) {
  // Colours measured mid-fade (a toast or a page arriving) fail color-contrast at random on a busy
  // machine: finite animations and transitions are let finish first; endless ones (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);
}
