import {badgesOf, derivedLabel, normalizePathname} from './nav';

it.each([
  ['/x/introduction/installation', 'Installation'],
  ['/x/react-data-grid/getting-started', 'Getting started'],
  ['/x/react-date-pickers/date-time-range-picker', 'Date time range picker'],
  ['/x/api/data-grid/data-grid-premium', 'DataGridPremium'],
  ['/x/api/charts/use-drawing-area', 'useDrawingArea'],
  ['/x/api/data-grid/grid-api', 'GridApi'],
  ['/x/react-charts', 'Charts'],
])('derives the label of %s as %p', (pathname, label) => {
  expect(derivedLabel(pathname)).toBe(label);
});

it('treats absolute links to the site as its own pages', () => {
  expect(normalizePathname('https://mui.com/x/whats-new/')).toBe('/x/whats-new');
  expect(normalizePathname('/x/introduction/')).toBe('/x/introduction');
  expect(normalizePathname('https://example.com/x/a')).toBe('https://example.com/x/a');
});

it('reads only known badges with the right types', () => {
  expect(badgesOf({plan: 'pro', newFeature: true, planned: 'yes', unstable: false, extra: 1})).toEqual({plan: 'pro', newFeature: true});
  expect(badgesOf({plan: 'enterprise'})).toEqual({});
  expect(badgesOf(null)).toEqual({});
});
