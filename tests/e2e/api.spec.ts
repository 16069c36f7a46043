import {
  MISSING_LICENSE_WARNING,
  test,
  expect,
  waitForHydration,
} from "./fixtures";

test("a prop anchor scrolls its row into view and highlights it", async ({
  page,
}) => {
  await page.goto("/x/api/data-grid/data-grid/#prop-rows");
  await waitForHydration(page);
  const row = page.locator('[id="prop-rows"]');
  await expect(row).toBeInViewport();
  await expect(row).toContainText("GridRowsProp");
  // The targeted row is the one the reader sees highlighted.
  expect(await row.evaluate((element) => element.matches(":target"))).toBe(
    true,
  );
  const box = (await row.boundingBox())!;
  expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
});

test("the # link of a prop puts its anchor in the address bar", async ({
  page,
}) => {
  await page.goto("/x/api/data-grid/data-grid/");
  await waitForHydration(page);
  const row = page.locator('[id="prop-pageSizeOptions"]');
  await row.hover();
  await row.getByRole("link", { name: "Link to pageSizeOptions" }).click();
  await expect(page).toHaveURL(/#prop-pageSizeOptions$/);
  await expect(row).toBeInViewport();
});

test("an API page links the types it uses to their own pages", async ({
  page,
}) => {
  await page.goto("/x/api/data-grid/data-grid/");
  await waitForHydration(page);
  const columns = page.locator('[id="prop-columns"]');
  await columns.getByRole("link", { name: "GridColDef" }).first().click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "GridColDef API",
  );
});

test("the pro and premium props of DataGridPremium carry their plan icon", async ({
  page,
}) => {
  await page.goto("/x/api/data-grid/data-grid-premium/");
  await waitForHydration(page);
  await expect(
    page
      .locator('[id="prop-aggregationModel"]')
      .getByRole("img", { name: "Premium plan" }),
  ).toBeVisible();
  await expect(
    page.locator('[id="prop-treeData"]').getByRole("img", { name: "Pro plan" }),
  ).toBeVisible();
  await expect(page.locator('[id="prop-rows"]').getByRole("img")).toHaveCount(
    0,
  );
});

test("the Chinese API page keeps its links in the Chinese site", async ({
  page,
}) => {
  await page.goto("/zh/x/api/date-pickers/");
  await waitForHydration(page);
  await page
    .getByRole("article")
    .getByRole("link", { name: "DateCalendar", exact: true })
    .click();
  await expect(page).toHaveURL(/\/zh\/x\/api\/date-pickers\/date-calendar\/$/);
  await expect(
    page.getByRole("columnheader", { name: "名称" }).first(),
  ).toBeVisible();
});

test.describe("on a guide with Pro demos", () => {
  test.use({ expectedConsoleProblem: MISSING_LICENSE_WARNING });

  test("Demos and Component API are tabs, each its own route", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/x/react-data-grid/");
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: "Page sections" });
    await expect(tabs.getByRole("link", { name: "Demos" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await tabs.getByRole("link", { name: "Component API" }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/components-api\/$/);
    for (const [id, name] of [
      ["data-grid", "DataGrid"],
      ["data-grid-pro", "DataGridPro"],
      ["data-grid-premium", "DataGridPremium"],
    ]) {
      // About 2,000 table rows: after the first screens, the page renders one section per task
      // (src/components/DeferredSection); in the full suite the last one has taken over 5 s.
      await expect(page.locator(`h2[id="${id}"]`)).toContainText(name, {
        timeout: 20_000,
      });
    }
    await expect(
      page.locator('[id="data-grid-premium-prop-rows"]'),
    ).toBeAttached();
    await expect(
      page
        .getByRole("navigation", { name: "Page sections" })
        .getByRole("link", { name: "Component API" }),
    ).toHaveAttribute("aria-current", "page");
    await page
      .getByRole("navigation", { name: "Page sections" })
      .getByRole("link", { name: "Demos" })
      .click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  });
});
