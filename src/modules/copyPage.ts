/**
 * Copies a page's Markdown copy (made at build time next to its HTML) to the
 * clipboard. Where the browser supports it, the clipboard write starts in the
 * click itself with the download as a pending item: Safari refuses a write
 * that only starts after an `await`.
 */

type Fetch = (url: string) => Promise<{ok: boolean; status: number; text: () => Promise<string>}>;

type ClipboardLike = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;

type ClipboardItemConstructor = new (items: Record<string, Promise<Blob>>) => ClipboardItem;

export type CopyPageDeps = {fetch: Fetch; clipboard: ClipboardLike | undefined; ClipboardItem?: ClipboardItemConstructor};

export async function fetchMarkdown(url: string, fetch: Fetch): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The Markdown copy of this page could not be loaded (${response.status}).`);
  return response.text();
}

export async function copyPageMarkdown(url: string, {fetch, clipboard, ClipboardItem}: CopyPageDeps): Promise<void> {
  if (!clipboard) throw new Error('This browser gives the page no clipboard access.');
  if (ClipboardItem && clipboard.write) {
    const blob = fetchMarkdown(url, fetch).then((text) => new Blob([text], {type: 'text/plain'}));
    await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await clipboard.writeText(await fetchMarkdown(url, fetch));
}
