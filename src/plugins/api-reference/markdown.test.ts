import {jsdocToHtml, rewriteLinks, type LinkTargets} from './markdown';

const targets: LinkTargets = {
  hasPage: (pathname) => pathname === '/x/react-data-grid/sorting',
  apiRoute: (name) => ({GridColDef: '/api/data-grid/grid-col-def/', DataGrid: '/api/data-grid/data-grid/'})[name],
};

describe('jsdocToHtml', () => {
  it('renders Markdown and turns [[Name]] references into code', () => {
    expect(jsdocToHtml('An array of [[BarSeries]] objects, see `series`.')).toBe('<p>An array of <code>BarSeries</code> objects, see <code>series</code>.</p>');
  });

  it('shows tags written in prose instead of parsing them', () => {
    expect(jsdocToHtml('Adds a class to the <body> of the print window.')).toBe('<p>Adds a class to the &lt;body&gt; of the print window.</p>');
    expect(jsdocToHtml('<SimpleTreeView /> only')).not.toContain('<SimpleTreeView');
  });
});

describe('rewriteLinks', () => {
  it("links upstream pages to this site's page when it has one, else to the upstream site", () => {
    const html = '<a href="https://mui.com/x/react-data-grid/sorting/#multi">a</a> <a href="/x/react-data-grid/editing/">b</a>';
    expect(rewriteLinks(html, targets)).toBe('<a href="/react-data-grid/sorting/#multi">a</a> <a href="https://mui.com/x/react-data-grid/editing/">b</a>');
  });

  it('links code spans naming an API entry, but not inside links or on its own page', () => {
    const html = '<p><code>GridColDef</code> and <a href="x"><code>DataGrid</code></a> and <code>DataGrid</code></p>';
    expect(rewriteLinks(html, targets, '/api/data-grid/data-grid/')).toBe(
      '<p><a href="/api/data-grid/grid-col-def/"><code>GridColDef</code></a> and <a href="x"><code>DataGrid</code></a> and <code>DataGrid</code></p>',
    );
  });
});
