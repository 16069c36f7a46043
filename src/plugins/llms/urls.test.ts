/** @jest-environment node */
import {absoluteUrl, markdownUrl, resolveDocLink, type LinkContext} from './urls';

describe('markdownUrl', () => {
  it('replaces the trailing slash of a page URL with .md', () => {
    expect(markdownUrl('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownUrl('/x/react-tree-view/rich-tree-view/items/')).toBe('/x/react-tree-view/rich-tree-view/items.md');
  });

  it("names a folder's index page after the folder", () => {
    expect(markdownUrl('/x/react-data-grid/')).toBe('/x/react-data-grid.md');
  });

  it('keeps the locale prefix of a translated page', () => {
    expect(markdownUrl('/zh/x/introduction/')).toBe('/zh/x/introduction.md');
    expect(markdownUrl('/zh/x/introduction/installation/')).toBe('/zh/x/introduction/installation.md');
  });

  it('appends .md when the URL has no trailing slash, and ignores a hash', () => {
    expect(markdownUrl('/x/react-data-grid/sorting')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownUrl('/x/react-data-grid/sorting/#sort-from-the-header')).toBe('/x/react-data-grid/sorting.md');
  });

  it("puts the copy of the locale's root page inside the locale's folder", () => {
    expect(markdownUrl('/x/', '/x/')).toBe('/x/index.md');
    expect(markdownUrl('/')).toBe('/index.md');
  });
});

describe('resolveDocLink', () => {
  const en: LinkContext = {siteUrl: 'https://mui.com', baseUrl: '/x/', permalink: '/x/react-data-grid/sorting/'};

  it("makes site links (written relative to the locale's base URL) absolute", () => {
    expect(resolveDocLink('/react-data-grid/getting-started/#anchor', en)).toBe('https://mui.com/x/react-data-grid/getting-started/#anchor');
    expect(resolveDocLink('/react-data-grid/getting-started/', {...en, baseUrl: '/zh/x/', permalink: '/zh/x/a/'})).toBe('https://mui.com/zh/x/react-data-grid/getting-started/');
  });

  it('resolves anchors against the page', () => {
    expect(resolveDocLink('#sort-from-the-header', en)).toBe('https://mui.com/x/react-data-grid/sorting/#sort-from-the-header');
  });

  it('resolves relative .mdx links through the docs, keeping their anchor', () => {
    const permalinkOfDocFile = (file: string) => (file === './filtering.mdx' ? '/x/react-data-grid/filtering/' : undefined);
    expect(resolveDocLink('./filtering.mdx#quick', {...en, permalinkOfDocFile})).toBe('https://mui.com/x/react-data-grid/filtering/#quick');
    expect(resolveDocLink('./missing.mdx', {...en, permalinkOfDocFile})).toBe('./missing.mdx');
  });

  it('leaves external links alone', () => {
    expect(resolveDocLink('https://github.com/mui/mui-x', en)).toBe('https://github.com/mui/mui-x');
    expect(resolveDocLink('//cdn.example.com/a.js', en)).toBe('//cdn.example.com/a.js');
    expect(resolveDocLink('mailto:sales@mui.com', en)).toBe('mailto:sales@mui.com');
  });
});

it('absoluteUrl joins without doubling slashes', () => {
  expect(absoluteUrl('https://mui.com/', '/x/llms.txt')).toBe('https://mui.com/x/llms.txt');
  expect(absoluteUrl('https://mui.com', 'x/llms.txt')).toBe('https://mui.com/x/llms.txt');
});
