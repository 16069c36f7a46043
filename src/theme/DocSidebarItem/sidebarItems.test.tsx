import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {DocSidebarItemsExpandedStateProvider} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItemLink from './Link';
import DocSidebarItemCategory from './Category';

jest.mock('@docusaurus/theme-common', () => ({
  ...jest.requireActual('@docusaurus/theme-common'),
  useThemeConfig: () => ({docs: {sidebar: {autoCollapseCategories: false}}}),
}));

beforeAll(() => {
  // Docusaurus' Link prefetches on hover/visibility.
  Object.assign(window, {docusaurus: {prefetch: () => {}, preload: () => {}}});
});

function renderInList(node: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/x/introduction/']}>
      <DocSidebarItemsExpandedStateProvider>
        <ul>{node}</ul>
      </DocSidebarItemsExpandedStateProvider>
    </MemoryRouter>,
  );
}

const link = (customProps?: Record<string, unknown>): PropSidebarItemLink => ({
  type: 'link',
  href: '/x/react-data-grid/list-view/',
  label: 'List view',
  docId: 'react-data-grid/list-view',
  unlisted: false,
  customProps,
});

it('shows a plan icon with an accessible name and tooltip, and status chips', () => {
  renderInList(<DocSidebarItemLink item={link({plan: 'pro', unstable: true, newFeature: true})} activePath="/x/" level={1} index={0} />);
  const anchor = screen.getByRole('link');
  const icon = within(anchor).getByRole('img', {name: 'Pro plan'});
  expect(icon).toHaveAttribute('title', 'Pro plan');
  expect(within(anchor).getByText('Preview')).toBeInTheDocument();
  expect(within(anchor).getByText('New')).toBeInTheDocument();
  expect(anchor).toHaveAccessibleName('List view Pro plan New Preview');
});

it('names the Premium plan and the Planned status', () => {
  renderInList(<DocSidebarItemLink item={link({plan: 'premium', planned: true})} activePath="/x/" level={1} index={0} />);
  expect(screen.getByRole('img', {name: 'Premium plan'})).toBeInTheDocument();
  expect(screen.getByText('Planned')).toBeInTheDocument();
});

it('leaves a link without badges exactly as Docusaurus renders it', () => {
  renderInList(<DocSidebarItemLink item={link()} activePath="/x/" level={1} index={0} />);
  expect(screen.getByRole('link')).toHaveAccessibleName('List view');
  expect(screen.queryByRole('img')).toBeNull();
});

const category = (customProps: Record<string, unknown>, extra: Partial<PropSidebarItemCategory> = {}): PropSidebarItemCategory => ({
  type: 'category',
  label: 'Main features',
  collapsed: false,
  collapsible: false,
  items: [link()],
  customProps,
  ...extra,
});

it('renders a subheader as a plain label, not a link, with its pages below it', () => {
  renderInList(<DocSidebarItemCategory item={category({pathname: '/x/react-data-grid/main-features', subheader: true})} activePath="/x/" level={1} index={0} />);
  expect(screen.getByText('Main features').closest('a')).toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('link')).toHaveAccessibleName('List view');
});

it("names a group's plan on its link", () => {
  const group = category({pathname: '/x/react-data-grid/server-side-data-group', plan: 'pro'}, {label: 'Server-side data', collapsible: true, href: '/x/react-data-grid/server-side-data/'});
  renderInList(<DocSidebarItemCategory item={group} activePath="/x/" level={1} index={0} />);
  const groupLink = screen.getAllByRole('link')[0];
  expect(groupLink).toHaveAccessibleName('Server-side data, Pro plan');
  expect(groupLink).toHaveAttribute('title', 'Pro plan');
});
