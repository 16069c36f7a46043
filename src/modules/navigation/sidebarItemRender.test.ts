import {rendersAlike} from './sidebarItemRender';

type Item = {href: string; items?: Item[]};
const isActive = (item: Item, path: string): boolean => item.href === path || (item.items ?? []).some((child) => isActive(child, path));

const sorting: Item = {href: '/x/react-data-grid/sorting/'};
const editing: Item = {href: '/x/react-data-grid/editing/'};
const lines: Item = {href: '/x/react-charts/lines/'};
const dataGrid: Item = {href: '/x/react-data-grid/', items: [sorting, editing]};
const props = (item: Item, activePath: string, extra: Record<string, unknown> = {}) => ({item, activePath, level: 1, index: 0, ...extra});

it('skips an item that is neither the page left nor the page reached, nor holds either', () => {
  expect(rendersAlike(props(lines, editing.href), props(lines, sorting.href), isActive)).toBe(true);
});

it('renders the link being left and the link being reached', () => {
  expect(rendersAlike(props(editing, editing.href), props(editing, sorting.href), isActive)).toBe(false);
  expect(rendersAlike(props(sorting, editing.href), props(sorting, sorting.href), isActive)).toBe(false);
});

it('renders a category that holds the active page, before or after', () => {
  expect(rendersAlike(props(dataGrid, editing.href), props(dataGrid, sorting.href), isActive)).toBe(false);
  expect(rendersAlike(props(dataGrid, lines.href), props(dataGrid, sorting.href), isActive)).toBe(false);
});

it('renders when any other prop changes, even off the active path', () => {
  expect(rendersAlike(props(lines, editing.href), props(lines, editing.href, {level: 2}), isActive)).toBe(false);
  expect(rendersAlike(props(lines, editing.href), props({...lines}, editing.href), isActive)).toBe(false);
  expect(rendersAlike(props(lines, editing.href, {onItemClick: () => {}}), props(lines, editing.href, {onItemClick: () => {}}), isActive)).toBe(false);
});

it('skips a render with the very same props', () => {
  const onItemClick = () => {};
  expect(rendersAlike(props(sorting, sorting.href, {onItemClick}), props(sorting, sorting.href, {onItemClick}), isActive)).toBe(true);
});
