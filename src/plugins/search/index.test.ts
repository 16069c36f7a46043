import {isSiteWideCss} from '.';

describe('isSiteWideCss', () => {
  it('keeps the search plugin’s CSS modules out of the site-wide stylesheet', () => {
    expect(isSiteWideCss({resource: '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css'})).toBe(false);
  });

  it('keeps everything else in it', () => {
    expect(isSiteWideCss({resource: '/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Search/styles.module.css'})).toBe(true);
    expect(isSiteWideCss({resource: '/site/src/theme/SearchBar/styles.module.css'})).toBe(true);
    expect(isSiteWideCss({identifier: () => 'css /site/src/css/custom.css'})).toBe(true);
  });
});
