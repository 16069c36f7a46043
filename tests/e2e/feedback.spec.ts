import {test, expect, waitForHydration} from './fixtures';
import {FAKES_ORIGIN} from './siteEnv.mjs';

type Payload = {page: string; rating: string; comment: string; language: string; version: string; anonymousId: string};

async function received(): Promise<Payload[]> {
  return (await (await fetch(`${FAKES_ORIGIN}/feedback/log`)).json()) as Payload[];
}

test.describe('page feedback', () => {
  // The browser logs the fake endpoint's 500 answer; the widget's handling of it is what is tested.
  test.use({expectedConsoleProblem: /status of 500/});

  test.beforeEach(async ({page}) => {
    await page.goto('/x/introduction/licensing/');
    await waitForHydration(page);
  });

  test('a vote opens the form; a failed submit keeps the vote and the comment, and a retry succeeds', async ({page}) => {
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'No'}).click();
    await expect(feedback.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
    await expect(feedback.getByRole('link', {name: 'open an issue'})).toHaveAttribute('href', /\/issues\/new\/choose$/);
    const comment = feedback.getByRole('textbox', {name: 'What was missing, unclear or wrong? (optional)'});
    const marker = `licensing-${Date.now()}`;
    // Every text the message shows, in order ('' while there is none): the closing failure message must not turn into the success one.
    await page.evaluate(() => {
      const current = () => document.querySelector('.MuiSnackbarContent-message')?.textContent ?? '';
      const seen = [current()];
      (window as unknown as {snackbarTexts: string[]}).snackbarTexts = seen;
      new MutationObserver(() => {
        if (seen.at(-1) !== current()) seen.push(current());
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    await comment.fill(`The plan table needs prices ${marker} [500]`);
    await feedback.getByRole('button', {name: 'Submit'}).click();
    await expect(page.getByText("Couldn't submit feedback. Please try again later.")).toBeVisible();
    await expect(comment).toHaveValue(`The plan table needs prices ${marker} [500]`);
    await expect(feedback.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');

    // The retry's answer waits until the failure message has closed.
    let releaseRetry = () => {};
    const retryHeld = new Promise<void>((resolve) => (releaseRetry = resolve));
    await page.route(/\/feedback$/, async (route) => {
      await retryHeld;
      await route.continue();
    });
    await comment.fill(`The plan table needs prices ${marker}`);
    await comment.press('Control+Enter');
    await expect(feedback.getByRole('button', {name: 'Submit'})).toBeDisabled();
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
    releaseRetry();
    await expect(page.getByText('Feedback submitted')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {snackbarTexts: string[]}).snackbarTexts)).toEqual([
      '',
      "Couldn't submit feedback. Please try again later.",
      '',
      'Feedback submitted',
    ]);
    const sent = (await received()).filter((payload) => payload.comment.includes(marker));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      page: '/x/introduction/licensing/',
      rating: 'no',
      comment: `The plan table needs prices ${marker}`,
      language: 'en',
      version: '8.0.0-alpha.6',
      anonymousId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // One anonymous id per reader, kept in a cookie.
    expect(sent[0].anonymousId).toBe(sent[1].anonymousId);
  });

  test('an endpoint that never answers gives up after a few seconds with the error message', async ({page}) => {
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    const comment = feedback.getByRole('textbox', {name: 'What did you find useful? (optional)'});
    await comment.fill('Clear plan table [hang]');
    await feedback.getByRole('button', {name: 'Submit'}).click();
    await expect(feedback.getByRole('button', {name: 'Submit'})).toBeDisabled();
    await expect(page.getByText("Couldn't submit feedback. Please try again later.")).toBeVisible({timeout: 8000});
    await expect(comment).toHaveValue('Clear plan table [hang]');
    await expect(feedback.getByRole('button', {name: 'Submit'})).toBeEnabled();
  });

  test('Cancel closes the form without sending anything', async ({page}) => {
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await feedback.getByRole('button', {name: 'Cancel'}).click();
    await expect(feedback.getByRole('textbox')).toHaveCount(0);
    expect(posts).toEqual([]);
  });
});
