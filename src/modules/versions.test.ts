import {productIdentifier} from './versions';

const texts = (productId: string) => productIdentifier(productId, 'en').versions.map((v) => v.text);

describe('productIdentifier', () => {
  it('lists the current version first, ticked, as a link on this site', () => {
    expect(productIdentifier('x-data-grid', 'en').versions[0]).toEqual({text: 'v8.0.0-alpha.6', href: '/x/react-data-grid/', current: true});
  });

  it('lists each product’s own older majors', () => {
    expect(texts('x-data-grid')).toEqual(['v8.0.0-alpha.6', 'v7', 'v6', 'v5', 'v4']);
    expect(texts('x-date-pickers')).toEqual(['v8.0.0-alpha.6', 'v7', 'v6', 'v5']);
    expect(texts('x-charts')).toEqual(['v8.0.0-alpha.6', 'v7', 'v6']);
    expect(texts('x-tree-view')).toEqual(['v8.0.0-alpha.6', 'v7', 'v6']);
  });

  it('links v7 to the main host and older majors to their own hosts', () => {
    const {versions} = productIdentifier('x-charts', 'en');
    expect(versions[1]).toEqual({text: 'v7', href: 'https://mui.com/x/react-charts/'});
    expect(versions[2]).toEqual({text: 'v6', href: 'https://v6.mui.com/x/react-charts/'});
  });

  it('uses the historic paths of v4 grids, v5 pickers and v6 tree view', () => {
    expect(productIdentifier('x-data-grid', 'en').versions[4].href).toBe('https://v4.mui.com/components/data-grid/');
    expect(productIdentifier('x-date-pickers', 'en').versions[3].href).toBe('https://v5.mui.com/x/react-date-pickers/getting-started/');
    expect(productIdentifier('x-tree-view', 'en').versions[2].href).toBe('https://v6.mui.com/x/react-tree-view/getting-started');
  });

  it('keeps the language prefix in every link', () => {
    const {versions} = productIdentifier('x-date-pickers', 'zh');
    expect(versions.map((v) => v.href)).toEqual([
      '/zh/x/react-date-pickers/',
      'https://mui.com/zh/x/react-date-pickers/',
      'https://v6.mui.com/zh/x/react-date-pickers/',
      'https://v5.mui.com/zh/x/react-date-pickers/getting-started/',
    ]);
  });

  it('gives pages outside a product (and the "null" id) the suite’s entry', () => {
    for (const id of ['null', 'introduction', 'x-something-new']) {
      const identifier = productIdentifier(id, 'en');
      expect(identifier).toMatchObject({name: 'MUI X', metadata: ''});
      expect(identifier.versions.map((v) => v.text)).toEqual(['v8.0.0-alpha.6', 'v7', 'v6', 'v5', 'v4']);
      expect(identifier.versions[0].href).toBe('/x/introduction/');
    }
  });
});
