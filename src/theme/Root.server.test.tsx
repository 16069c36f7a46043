/**
 * @jest-environment node
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import Button from '@mui/material/Button';
import Root from './Root';

// The variables are in the site's stylesheet, in <head>: a page carries none,
// so nothing it lays out before it is fully parsed waits for them.
it('leaves the theme variables out of the page’s HTML', () => {
  const html = renderToString(
    <Root>
      <Button>Install</Button>
    </Root>,
  );
  expect(html).toContain('MuiButton-root');
  expect(html).not.toContain('--mui-spacing');
  expect(html).not.toContain('--demo-spacing');
});
