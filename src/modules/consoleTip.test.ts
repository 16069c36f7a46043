import {createTheme} from '@mui/material/styles';
import {CONSOLE_TIP, CONSOLE_TIP_STYLE, exposeThemeInConsole, printConsoleTip} from './consoleTip';

it('prints the tip with the styled %c banner', () => {
  const log = jest.fn();
  printConsoleTip(log);
  expect(log).toHaveBeenCalledTimes(1);
  const [message, style] = log.mock.calls[0];
  expect(message.startsWith('%c')).toBe(true);
  expect(message.endsWith(CONSOLE_TIP)).toBe(true);
  expect(style).toBe(CONSOLE_TIP_STYLE);
});

it('the tip names the console variable readers can use', () => {
  expect(CONSOLE_TIP).toBe('Tip: you can access the documentation `theme` object directly in the console.');
});

it('exposes the theme on window', () => {
  const theme = createTheme();
  exposeThemeInConsole(window, theme);
  expect(window.theme).toBe(theme);
});
