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

describe('jsdocToHtml links and images', () => {
  it.each([
    ['[docs](https://mui.com/x/react-charts/)', '<p><a href="https://mui.com/x/react-charts/">docs</a></p>'],
    ['[spec](http://www.w3.org/TR/CSP2/ "CSP 2")', '<p><a href="http://www.w3.org/TR/CSP2/" title="CSP 2">spec</a></p>'],
    ['[input](/material-ui/api/input/)', '<p><a href="/material-ui/api/input/">input</a></p>'],
    ['[below](#props)', '<p><a href="#props">below</a></p>'],
    ['[relative](sorting/)', '<p><a href="sorting/">relative</a></p>'],
    ['[mail](mailto:docs@example.com)', '<p><a href="mailto:docs@example.com">mail</a></p>'],
    ['See https://mui.com/x/.', '<p>See <a href="https://mui.com/x/">https://mui.com/x/</a>.</p>'],
    ['[query](https://example.com/?a=1&amp;b=2)', '<p><a href="https://example.com/?a=1&amp;b=2">query</a></p>'],
    ['![logo](/img/logo.png "Logo")', '<p><img src="/img/logo.png" alt="logo" title="Logo"></p>'],
  ])('keeps %p', (source, html) => {
    expect(jsdocToHtml(source)).toBe(html);
  });

  it.each([
    ['[click](javascript:alert(1))', '<p>click</p>'],
    ['[click](JavaScript:alert(1))', '<p>click</p>'],
    ['[click](&#106;avascript:alert(1))', '<p>click</p>'],
    ['[click](&#x6A;avascript:alert(1))', '<p>click</p>'],
    ['[click](data:text/html,<script>alert(1)</script>)', '<p>click</p>'],
    ['[click](vbscript:msgbox)', '<p>click</p>'],
    ['[**bold** click](javascript:alert(1))', '<p><strong>bold</strong> click</p>'],
    ['[click][x]\n\n[x]: javascript:alert(1)', '<p>click</p>'],
    ['<javascript:alert(1)>', '<p>javascript:alert(1)</p>'],
    ['![pic](javascript:alert(1))', '<p>pic</p>'],
    ['![<b>pic</b>](data:image/svg+xml,x)', '<p>&lt;b&gt;pic&lt;/b&gt;</p>'],
  ])('renders %p as its text', (source, html) => {
    expect(jsdocToHtml(source)).toBe(html);
  });

  it('percent-encodes control characters, so a split scheme stays a relative path', () => {
    expect(jsdocToHtml('[click](<java\tscript:alert(1)>)')).toBe('<p><a href="java%09script:alert(1)">click</a></p>');
  });

  it('writes a named reference marked leaves in a destination as text, so the browser cannot decode it into a scheme', () => {
    expect(jsdocToHtml('[click](javascript&colon;alert(1))')).toBe('<p><a href="javascript&amp;colon;alert(1)">click</a></p>');
  });

  it('escapes raw HTML, links included', () => {
    expect(jsdocToHtml('<a href="javascript:alert(1)">click</a>')).toBe('<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;</p>');
    expect(jsdocToHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(jsdocToHtml('Line<br>break')).toBe('<p>Line&lt;br&gt;break</p>');
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
