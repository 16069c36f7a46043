import {codeLineCount, firstLines, isLongCode, PREVIEW_LINES} from './codePreview';

const numbered = (count: number) => Array.from({length: count}, (_, index) => `const line${index + 1} = ${index + 1};`).join('\n');

describe('codePreview', () => {
  it('counts lines without the trailing blank ones', () => {
    expect(codeLineCount('a\nb\n\n')).toBe(2);
    expect(codeLineCount('single')).toBe(1);
  });

  it('collapses only code longer than the preview', () => {
    expect(isLongCode(numbered(PREVIEW_LINES))).toBe(false);
    expect(isLongCode(`${numbered(PREVIEW_LINES)}\n\n`)).toBe(false);
    expect(isLongCode(numbered(PREVIEW_LINES + 1))).toBe(true);
  });

  it('keeps the first lines exactly as written', () => {
    const code = numbered(30);
    const preview = firstLines(code, PREVIEW_LINES);
    expect(preview.split('\n')).toHaveLength(PREVIEW_LINES);
    expect(code.startsWith(preview)).toBe(true);
    expect(preview.endsWith(`const line${PREVIEW_LINES} = ${PREVIEW_LINES};`)).toBe(true);
  });

  it('returns short code unchanged', () => {
    const code = numbered(3);
    expect(firstLines(code, PREVIEW_LINES)).toBe(code);
  });
});
