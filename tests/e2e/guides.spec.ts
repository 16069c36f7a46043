import sidebars from '../../sidebars';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

type Item = {type?: string; id?: string; items?: Item[]};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : docIds(item.items ?? [])));
}

// Every written page of the sidebar (the generated API pages have no demos).
const GUIDES = docIds(sidebars.docs as Item[]).filter((id) => !id.startsWith('api/'));

test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

for (const id of GUIDES) {
  test(`/x/${id}/ renders every demo without an error`, async ({page}) => {
    await page.goto(`/x/${id}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('[data-demo-error]')).toHaveCount(0);
    for (const demo of await page.locator('[data-demo]').all()) {
      await demo.scrollIntoViewIfNeeded();
      const box = await demo.locator('> div').nth(0).boundingBox();
      expect(box!.height, `a demo on /x/${id}/ rendered nothing`).toBeGreaterThan(40);
    }
    await expect(page.locator('[data-demo-error]')).toHaveCount(0);
  });
}
