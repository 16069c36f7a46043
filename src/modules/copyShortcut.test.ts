import {isCopyShortcut, isMacPlatform, shortcutHint, type CopyShortcutInput} from './copyShortcut';

const base: CopyShortcutInput = {key: 'c', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, isMac: false, selectedText: '', blockActive: true};

it('copies on Ctrl+C elsewhere and ⌘C on Mac, over an active block with nothing selected', () => {
  expect(isCopyShortcut(base)).toBe(true);
  expect(isCopyShortcut({...base, key: 'C'})).toBe(true);
  expect(isCopyShortcut({...base, isMac: true, ctrlKey: false, metaKey: true})).toBe(true);
});

it.each<[string, Partial<CopyShortcutInput>]>([
  ['text is selected', {selectedText: 'const a'}],
  ['no block is hovered or focused', {blockActive: false}],
  ['another key', {key: 'v'}],
  ['no modifier', {ctrlKey: false}],
  ['⌘C outside a Mac', {ctrlKey: false, metaKey: true}],
  ['Ctrl+C on a Mac', {isMac: true}],
  ['Ctrl+Shift+C (devtools)', {shiftKey: true}],
  ['Ctrl+Alt+C', {altKey: true}],
])('leaves the keys alone when %s', (_, change) => {
  expect(isCopyShortcut({...base, ...change})).toBe(false);
});

it('recognises Mac platforms and words the hint for each', () => {
  expect(isMacPlatform({platform: 'MacIntel'})).toBe(true);
  expect(isMacPlatform({platform: 'Win32'})).toBe(false);
  expect(isMacPlatform({userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)'})).toBe(true);
  expect(isMacPlatform(undefined)).toBe(false);
  expect(shortcutHint(true)).toBe('(or ⌘C)');
  expect(shortcutHint(false)).toBe('(or Ctrl + C)');
});
