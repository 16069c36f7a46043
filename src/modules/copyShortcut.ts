/**
 * Ctrl+C (⌘C on Mac) copies a whole code block when the reader points at or
 * focuses it and has no text selected; with a selection, the browser's own
 * copy wins.
 */
export type CopyShortcutInput = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isMac: boolean;
  selectedText: string;
  blockActive: boolean;
};

export function isCopyShortcut({key, ctrlKey, metaKey, altKey, shiftKey, isMac, selectedText, blockActive}: CopyShortcutInput): boolean {
  const modifier = isMac ? metaKey && !ctrlKey : ctrlKey && !metaKey;
  return key.toLowerCase() === 'c' && modifier && !altKey && !shiftKey && selectedText === '' && blockActive;
}

export function isMacPlatform(nav: {platform?: string; userAgent?: string} | undefined): boolean {
  return /Mac|iPhone|iPad|iPod/.test(nav?.platform || nav?.userAgent || '');
}

export function shortcutHint(isMac: boolean): string {
  return isMac ? '(or ⌘C)' : '(or Ctrl + C)';
}
