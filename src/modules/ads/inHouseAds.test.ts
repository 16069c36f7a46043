import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {IN_HOUSE_ADS, inHouseAdRecord, resolveAdUrls, type AdRecord} from './inHouseAds';
import {sanitizeAdHtml} from './sanitize';

const ROOT = path.join(__dirname, '../../..');

const record: AdRecord = {name: 'pro', link: '/introduction/licensing/', img: 'img/ads/pro.svg', description: '<b>Pro</b> plan.'};

describe('inHouseAdRecord', () => {
  it("defaults to poweredby 'MUI' and the label in-house-<name>", () => {
    expect(inHouseAdRecord(record)).toEqual({...record, poweredby: 'MUI', label: 'in-house-pro'});
  });

  it("lets the record's own fields win", () => {
    expect(inHouseAdRecord({...record, poweredby: 'MUI X', label: 'custom'})).toEqual({...record, poweredby: 'MUI X', label: 'custom'});
    expect(inHouseAdRecord({...record, label: 'only-label'})).toEqual({...record, poweredby: 'MUI', label: 'only-label'});
  });
});

it('resolves link and img against the base URL, leaving absolute URLs alone', () => {
  const withBaseUrl = (url: string) => (/^[a-z]+:/i.test(url) ? url : `/zh/x/${url.replace(/^\//, '')}`);
  expect(resolveAdUrls(record, withBaseUrl)).toEqual({...record, link: '/zh/x/introduction/licensing/', img: '/zh/x/img/ads/pro.svg'});
  const feed = {...record, link: 'https://srv.example/click', img: 'https://cdn.example/a.png'};
  expect(resolveAdUrls(feed, withBaseUrl)).toEqual(feed);
});

/** The heading ids of a docs page, as Docusaurus derives them. */
function anchorsOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{2,6} /.test(line))
    .map((line) =>
      line
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    );
}

describe('the in-house records', () => {
  it('are the four offers of this site, each with a distinct name', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.name)).toEqual(['pro', 'premium', 'migration-v8', 'tree-view']);
    expect(IN_HOUSE_ADS.map((ad) => inHouseAdRecord(ad).label)).toEqual([
      'in-house-pro',
      'in-house-premium',
      'in-house-migration-v8',
      'in-house-tree-view',
    ]);
  });

  it.each(IN_HOUSE_ADS.map((ad) => [ad.name, ad] as const))('%s links to an existing page and heading of the docs', (_, ad) => {
    expect(ad.link).toMatch(/^\/(?!x\/)[a-z0-9/-]+\/(?:#[a-z0-9-]+)?$/);
    const [pathname, anchor] = ad.link.split('#');
    const page = pathname.replace(/^\/|\/$/g, '');
    const file = [path.join(ROOT, 'docs', `${page}.mdx`), path.join(ROOT, 'docs', page, 'index.mdx')].find((candidate) => existsSync(candidate));
    expect(file).toBeDefined();
    if (anchor) expect(anchorsOf(file!)).toContain(anchor);
  });

  it.each(IN_HOUSE_ADS.map((ad) => [ad.name, ad] as const))('%s has its own 130×100 self-contained SVG under static/', (name, ad) => {
    expect(ad.img).toBe(`img/ads/${name}.svg`);
    const source = readFileSync(path.join(ROOT, 'static', ad.img), 'utf8');
    const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
    expect(svg.localName).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 130 100');
    expect(source).not.toMatch(/<(?:script|image|foreignObject|use|style)\b|href=|url\(|@import|\son[a-z]+=/i);
    for (const text of Array.from(svg.querySelectorAll('text'))) {
      expect((text.textContent ?? '').length).toBeLessThanOrEqual(4);
    }
  });

  it.each(IN_HOUSE_ADS.map((ad) => [ad.name, ad] as const))('%s has a one-sentence description with <b> emphasis that the sanitiser keeps', (_, ad) => {
    expect(ad.description).toMatch(/<b>[^<]+<\/b>/);
    expect(ad.description.replace(/<[^>]+>/g, '').match(/[.!?](?:\s|$)/g)).toHaveLength(1);
    expect(sanitizeAdHtml(ad.description)).toBe(ad.description);
    expect(ad).not.toHaveProperty('poweredby');
    expect(ad).not.toHaveProperty('label');
  });
});
