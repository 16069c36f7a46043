import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import Button from '@mui/material/Button';
import {useTheme} from '@mui/material/styles';
import Root from './Root';
import {CONSOLE_TIP} from '@site/src/modules/consoleTip';

const originalEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = originalEnv;
  delete window.theme;
});

function ShowBorderRadius() {
  return <span data-testid="radius">{useTheme().shape.borderRadius}</span>;
}

/** Every CSS rule emotion has inserted (through the CSSOM, so read them there). */
const insertedRules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

afterEach(() => {
  document.cookie = 'paletteColors=; Max-Age=0; Path=/';
});

it('gives pages the docs theme and its emotion styles', () => {
  render(
    <Root>
      <Button>Install</Button>
      <ShowBorderRadius />
    </Root>,
  );
  expect(screen.getByRole('button', {name: 'Install'})).toHaveClass('MuiButton-root');
  expect(screen.getByTestId('radius')).toHaveTextContent('12');
  // The default theme variables come with the site's stylesheet, not from the page.
  expect(insertedRules().filter((rule) => rule.startsWith(':root') || rule.startsWith('[data-theme'))).toEqual([]);
});

it('with the reader’s own colours, emits the variables of both themes once, with those colours', async () => {
  document.cookie = `paletteColors=${encodeURIComponent(JSON.stringify({primary: {main: '#d32f2f'}}))}; Path=/`;
  render(
    <Root>
      <Button>Install</Button>
    </Root>,
  );
  await waitFor(() => expect(insertedRules().some((rule) => rule.includes('--mui-palette-primary-main: rgb(211, 47, 47)'))).toBe(true));
  const darkRules = insertedRules().filter((rule) => rule.startsWith('[data-theme="dark"]'));
  expect(darkRules).toHaveLength(2);
  expect(darkRules.find((rule) => rule.includes('--demo-palette-'))).toContain('--demo-palette-primary-main: rgb(211, 47, 47)');
});

it('never writes the colour-scheme attribute that Docusaurus owns', () => {
  document.documentElement.setAttribute('data-theme', 'dark');
  render(<Root>page</Root>);
  expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
});

it('in production, prints the console tip once and exposes the theme', () => {
  process.env.NODE_ENV = 'production';
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  const {rerender} = render(<Root>page</Root>);
  rerender(<Root>page again</Root>);
  const tips = log.mock.calls.filter(([message]) => String(message).includes(CONSOLE_TIP));
  expect(tips).toHaveLength(1);
  expect(window.theme?.shape.borderRadius).toBe(12);
});

it('outside production, stays quiet in the console', () => {
  process.env.NODE_ENV = 'development';
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  render(<Root>page</Root>);
  expect(log).not.toHaveBeenCalled();
  expect(window.theme).toBeDefined();
});
