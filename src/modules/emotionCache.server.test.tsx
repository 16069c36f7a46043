/**
 * @jest-environment node
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {CacheProvider} from '@emotion/react';
import Button from '@mui/material/Button';
import {getEmotionCache} from './emotionCache';

function renderPage() {
  return renderToString(
    <CacheProvider value={getEmotionCache()}>
      <Button variant="contained">Get started</Button>
    </CacheProvider>,
  );
}

it('gives each server render a fresh cache', () => {
  expect(getEmotionCache()).not.toBe(getEmotionCache());
});

it('so every statically built page carries its own styles, not just the first', () => {
  const first = renderPage();
  const second = renderPage();
  for (const html of [first, second]) {
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*MuiButton/);
  }
});
