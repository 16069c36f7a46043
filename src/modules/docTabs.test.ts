import {docTabsOf} from './docTabs';

describe('docTabsOf', () => {
  it('gives a guide listing components a Component API tab below its route', () => {
    expect(docTabsOf({components: ['DataGrid']}, '/zh/x/react-data-grid/', '/zh/x/')).toEqual({
      demos: '/react-data-grid/',
      api: '/react-data-grid/components-api/',
      active: 'demos',
    });
  });

  it('points the generated API tab back to its guide', () => {
    expect(docTabsOf({api_tabs_of: '/react-data-grid/'}, '/x/react-data-grid/components-api/', '/x/')).toEqual({
      demos: '/react-data-grid/',
      api: '/react-data-grid/components-api/',
      active: 'api',
    });
  });

  it('gives other pages no tabs', () => {
    expect(docTabsOf({components: []}, '/x/introduction/', '/x/')).toBeNull();
    expect(docTabsOf({title: 'Sorting'}, '/x/react-data-grid/sorting/', '/x/')).toBeNull();
  });
});
