import type {Locator, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The site with the keyboard alone: the skip link, the settings drawer and
 * the navbar menus take the focus on open and give it back on close, every
 * control shows where the focus is, and less motion is honoured.
 */

/** Presses Tab until the locator has the focus; fails when it never gets it (not reachable by keyboard). */
async function tabTo(page: Page, target: Locator, {limit = 40, key = 'Tab'} = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reachable with ${limit} presses of ${key}`).toBeFocused();
}

const focusedIsInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test('the first Tab stop is a skip link that moves the focus past the navbar and sidebar to the page', async ({page}) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> for a moment and leaves the Tab sequence starting there:
  // the next stop is in the page, not in the navbar or the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the settings drawer opens from the keyboard, keeps the focus inside, works, and gives the focus back on Escape', async ({page}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const gear = page.locator('.navbar').getByRole('button', {name: 'Settings'});
  await tabTo(page, gear);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', {name: 'Settings'});
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusedIsInside(drawer)).toBe(true);

  // Every control is a Tab stop; the focus cycles within the drawer.
  const dark = drawer.getByRole('button', {name: 'Dark'});
  await tabTo(page, dark);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedIsInside(drawer), `focus left the drawer after ${presses + 1} presses of Tab`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(gear).toBeFocused();
});

test('the version menu opens from the keyboard on the current version, moves with the arrows and gives the focus back', async ({page}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const button = page.locator('.navbar').getByRole('button', {name: /^Version v8\.0\.0-alpha\.6/});
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', {name: 'v8.0.0-alpha.6'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', {name: 'v8.0.0-alpha.6'})).not.toBeFocused();
  expect(await focusedIsInside(menu)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the language menu opens with Enter and its links are the next Tab stops', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const languages = page.locator('.navbar').getByRole('button', {name: 'English'});
  await tabTo(page, languages);
  await page.keyboard.press('Enter');
  await expect(languages).toHaveAttribute('aria-expanded', 'true');
  const chinese = page.locator('.navbar .dropdown__menu').getByRole('link', {name: '中文'});
  await tabTo(page, chinese, {limit: 3});
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every kind of control shows a focus ring in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    const controls: [string, Locator][] = [
      ['navbar gear', page.locator('.navbar').getByRole('button', {name: 'Settings'})],
      ['version menu', page.locator('.navbar').getByRole('button', {name: /^Version /})],
      ['sidebar link', page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Sorting'}).first()],
      ['table of contents link', page.locator('.table-of-contents a').first()],
      ['demo language toggle', page.locator('[data-demo]').first().getByRole('toolbar').getByRole('button').first()],
      ['demo copy button', page.locator('[data-demo]').first().getByRole('toolbar').getByRole('button', {name: 'Copy the source'})],
      ['feedback button', page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'})],
      ['pagination link', page.locator('.pagination-nav__link').first()],
    ];
    // Keyboard modality first, so that :focus-visible applies to the focus calls below.
    await page.keyboard.press('Tab');
    const withoutRing: string[] = [];
    for (const [name, control] of controls) {
      await control.scrollIntoViewIfNeeded();
      await control.focus();
      const ringOf = () =>
        control.evaluate((element) => {
          const style = getComputedStyle(element);
          const transparent = /rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
          return element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent;
        });
      // MUI marks focus in a render after the focus event.
      await expect.poll(ringOf, {timeout: 2_000}).toBe(true).catch(() => withoutRing.push(name));
    }
    expect(withoutRing, 'controls without a visible outline when focused from the keyboard').toEqual([]);
  });
}

test('with reduced motion asked for, the drawer appears without a transition', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Settings'}).click();
  const paper = page.locator('.MuiDrawer-paper');
  await expect(paper).toBeVisible();
  const durations = await paper.evaluate((element) => getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value)));
  for (const duration of durations) expect(duration).toBeLessThanOrEqual(0.001);
});
