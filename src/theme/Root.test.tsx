import React from 'react';
import {render, screen} from '@testing-library/react';
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

it('gives pages the docs theme and its emotion styles', () => {
  render(
    <Root>
      <Button>Install</Button>
      <ShowBorderRadius />
    </Root>,
  );
  expect(screen.getByRole('button', {name: 'Install'})).toHaveClass('MuiButton-root');
  expect(screen.getByTestId('radius')).toHaveTextContent('12');
  // Emotion inserts rules through the CSSOM, so read them there.
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  expect(rules.find((rule) => rule.startsWith('[data-theme="dark"]'))).toContain('--mui-palette-background-default: hsl(210, 14%, 7%)');
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
