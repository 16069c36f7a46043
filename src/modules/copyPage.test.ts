import {copyPageMarkdown} from './copyPage';

const MARKDOWN = '# Sorting\n\n```tsx\nexport default function Demo() {}\n```\n';

function fakeFetch(status = 200) {
  return jest.fn(async (_url: string) => ({ok: status < 400, status, text: async () => MARKDOWN}));
}

describe('copyPageMarkdown', () => {
  it('downloads the page’s Markdown copy and writes it as text', async () => {
    const fetch = fakeFetch();
    const clipboard = {writeText: jest.fn(async () => {})};
    await copyPageMarkdown('/x/react-data-grid/sorting.md', {fetch, clipboard});
    expect(fetch).toHaveBeenCalledWith('/x/react-data-grid/sorting.md');
    expect(clipboard.writeText).toHaveBeenCalledWith(MARKDOWN);
  });

  it('starts the clipboard write at once with a pending item where ClipboardItem exists', async () => {
    const fetch = fakeFetch();
    const written: Record<string, Promise<Blob>>[] = [];
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {
        written.push(items);
      }
    }
    const clipboard = {writeText: jest.fn(), write: jest.fn(async () => {})};
    await copyPageMarkdown('/x/a.md', {fetch, clipboard, ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem});
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    const blob = await written[0]['text/plain'];
    // jsdom's Blob has no text(): read it the older way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toBe(MARKDOWN);
    expect(blob.type).toBe('text/plain');
  });

  it('fails with a message when the copy is missing, writing nothing', async () => {
    const clipboard = {writeText: jest.fn(async () => {})};
    await expect(copyPageMarkdown('/x/missing.md', {fetch: fakeFetch(404), clipboard})).rejects.toThrow('could not be loaded (404)');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('fails with a message without clipboard access', async () => {
    await expect(copyPageMarkdown('/x/a.md', {fetch: fakeFetch(), clipboard: undefined})).rejects.toThrow('no clipboard access');
  });
});
