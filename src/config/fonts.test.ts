import {materialIconsHeadTags, materialIconsStylesheetUrl} from './fonts';

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
