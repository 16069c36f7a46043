import React from 'react';
import {render} from '@testing-library/react';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import type {Props} from '@theme/DocSidebarItem';
import DocSidebarItem from '.';

const rendered: string[] = [];
jest.mock('@theme-original/DocSidebarItem', () => ({
  __esModule: true,
  default: ({item, activePath}: Props) => {
    const label = item.type === 'html' ? 'html' : item.label;
    rendered.push(label);
    return <li aria-current={'href' in item && item.href === activePath ? 'page' : undefined}>{label}</li>;
  },
}));

const link = (label: string, href: string): PropSidebarItemLink => ({type: 'link', label, href, docId: label, unlisted: false});
const editing = link('Editing', '/x/react-data-grid/editing/');
const sorting = link('Sorting', '/x/react-data-grid/sorting/');
const filtering = link('Filtering', '/x/react-data-grid/filtering/');
const dataGrid: PropSidebarItem = {type: 'category', label: 'Data Grid', items: [editing, sorting], collapsed: false, collapsible: true};
const charts: PropSidebarItem = {type: 'category', label: 'Charts', items: [link('Lines', '/x/react-charts/lines/')], collapsed: true, collapsible: true};
const items = [dataGrid, filtering, charts, editing, sorting];

function Sidebar({activePath}: {activePath: string}) {
  return (
    <ul>
      {items.map((item, index) => (
        <DocSidebarItem key={index} item={item} index={index} level={1} activePath={activePath} />
      ))}
    </ul>
  );
}

it('on a click from Editing to Sorting, renders again the two links and the category holding them, not the rest', () => {
  const {rerender, getByText} = render(<Sidebar activePath={editing.href} />);
  expect(rendered).toEqual(['Data Grid', 'Filtering', 'Charts', 'Editing', 'Sorting']);
  rendered.length = 0;
  rerender(<Sidebar activePath={sorting.href} />);
  expect(rendered).toEqual(['Data Grid', 'Editing', 'Sorting']);
  expect(getByText('Sorting')).toHaveAttribute('aria-current', 'page');
  expect(getByText('Editing')).not.toHaveAttribute('aria-current');
});
