/**
 * @jest-environment node
 *
 * Every product guide page of the sidebar meets the content standard that a
 * machine can check: a description, enough live demos (two, except FAQs and
 * pages about a planned feature), no empty section, and demo files that
 * exist (the type check and the build compile them).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import sidebars from '../../sidebars';

const ROOT = path.resolve(__dirname, '../..');

type Item = {type?: string; id?: string; items?: Item[]};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : docIds(item.items ?? [])));
}

const GUIDES = docIds(sidebars.docs as Item[]).filter((id) => /^react-/.test(id));

function read(id: string) {
  const file = path.join(ROOT, 'docs', `${id}.mdx`);
  const source = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source)!;
  return {file, frontMatter: (yaml.load(match[1]) ?? {}) as Record<string, unknown>, body: source.slice(match[0].length)};
}

/** Code fences hide headings and tags written as examples. */
function withoutCode(body: string): string {
  return body.replace(/^```[\s\S]*?^```/gm, '');
}

it('covers the product guides of the sidebar', () => {
  expect(GUIDES.length).toBeGreaterThan(50);
});

describe.each(GUIDES)('/x/%s/', (id) => {
  const {file, frontMatter, body} = read(id);
  const text = withoutCode(body);
  const demos = [...text.matchAll(/<Demo\s+file="([^"]+)"/g)].map((match) => match[1]);

  it('has a title and a one-sentence description', () => {
    expect(typeof frontMatter.title).toBe('string');
    expect(String(frontMatter.description ?? '').length).toBeGreaterThan(30);
  });

  it('shows enough live demos', () => {
    const planned = (frontMatter.sidebar_custom_props as {planned?: boolean} | undefined)?.planned === true;
    const minimum = /(^|\/)faq$/.test(id) || planned ? 0 : 2;
    expect(demos.length).toBeGreaterThanOrEqual(minimum);
  });

  it('references demo files that exist', () => {
    for (const demo of demos) expect([demo, existsSync(path.resolve(path.dirname(file), demo))]).toEqual([demo, true]);
  });

  it('has no empty section', () => {
    const sections = text.split(/^#{2,3} .*$/m).slice(1);
    const empty = sections.map((section, index) => ({index, section})).filter(({section}) => section.trim() === '');
    // A heading directly followed by a sub-heading is fine; a heading followed by nothing is not.
    const headings = [...text.matchAll(/^(#{2,3}) (.*)$/gm)];
    const reallyEmpty = empty.filter(({index}) => {
      const next = headings[index + 1];
      return !next || next[1].length <= headings[index][1].length;
    });
    expect(reallyEmpty.map(({index}) => headings[index][2])).toEqual([]);
  });
});
