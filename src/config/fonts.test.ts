import {materialIconsHeadTags, materialIconsStylesheetUrl, needsOnepirateFonts, onepirateFontsStylesheetUrl} from './fonts';

describe('materialIconsHeadTags', () => {
  it('emits no tag at all when the font host is off', () => {
    expect(materialIconsHeadTags(null)).toEqual([]);
  });

  it('loads the stylesheet from the configured host without blocking the first paint', () => {
    const tags = materialIconsHeadTags('http://127.0.0.1:9000');
    const stylesheet = tags.find((tag) => tag.tagName === 'link' && tag.attributes?.rel === 'stylesheet');
    expect(stylesheet?.attributes).toMatchObject({
      href: 'http://127.0.0.1:9000/icon?family=Material+Icons%7CMaterial+Icons+Two+Tone',
      // A print stylesheet never blocks rendering; onload promotes it.
      media: 'print',
      onload: "this.media='all'",
    });
  });

  it('preconnects to the host origin and keeps a fallback for readers without JavaScript', () => {
    const tags = materialIconsHeadTags('https://fonts.example.com/mirror');
    expect(tags[0]).toMatchObject({tagName: 'link', attributes: {rel: 'preconnect', href: 'https://fonts.example.com'}});
    const noscript = tags.find((tag) => tag.tagName === 'noscript');
    expect(noscript?.innerHTML).toContain(materialIconsStylesheetUrl('https://fonts.example.com/mirror'));
  });
});

describe('Onepirate fonts', () => {
  it('asks the font host for Roboto Condensed 700 and Work Sans 300 and 400', () => {
    const url = new URL(onepirateFontsStylesheetUrl('http://127.0.0.1:9000'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/css2');
    expect(url.searchParams.getAll('family')).toEqual(['Roboto Condensed:wght@700', 'Work Sans:wght@300;400']);
    expect(url.searchParams.get('display')).toBe('swap');
  });

  it.each([
    ['/x/onepirate/', true],
    ['/premium-themes/onepirate/sign-in/', true],
    ['/x/react-data-grid/', false],
    ['/x/onepirate-notes/', false],
    ['/x/onepirate', false],
  ])('%s → %s', (path, expected) => {
    expect(needsOnepirateFonts(path)).toBe(expected);
  });
});
