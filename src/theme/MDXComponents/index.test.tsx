import React from 'react';
import {renderToString} from 'react-dom/server';
import MDXComponents from '.';

it('renders Markdown tables as tab stops, in the server HTML too, keeping their props', () => {
  const Table = MDXComponents.table;
  const html = renderToString(
    <Table className="wide">
      <tbody>
        <tr>
          <td>cell</td>
        </tr>
      </tbody>
    </Table>,
  );
  expect(html).toMatch(/^<table tabindex="0" class="wide">/);
});

it('keeps the classic components for everything else', () => {
  expect(MDXComponents.code).toBeDefined();
  expect(MDXComponents.h2).toBeDefined();
});
