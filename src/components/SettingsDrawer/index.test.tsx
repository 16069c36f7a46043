import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import Root from '@site/src/theme/Root';
import SettingsDrawer from '.';

const colorMode = {colorModeChoice: null as string | null, setColorMode: jest.fn()};
jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => ({colorMode: 'light', ...colorMode})}));
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: 'en', defaultLocale: 'en'}, siteConfig: {}}),
}));

function renderDrawer() {
  return render(
    <Root>
      <SettingsDrawer open onClose={() => {}} />
    </Root>,
  );
}

afterEach(() => {
  document.cookie = 'paletteColors=; Max-Age=0; Path=/';
});

it('shows the current choice and sets a new one through Docusaurus', () => {
  renderDrawer();
  expect(screen.getByRole('button', {name: 'System'})).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', {name: 'Dark'}));
  expect(colorMode.setColorMode).toHaveBeenLastCalledWith('dark');
});

it('maps "System" to Docusaurus\' "no choice"', () => {
  colorMode.colorModeChoice = 'dark';
  renderDrawer();
  expect(screen.getByRole('button', {name: 'Dark'})).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', {name: 'System'}));
  expect(colorMode.setColorMode).toHaveBeenLastCalledWith(null);
  colorMode.colorModeChoice = null;
});

it('steps the spacing and shows the current value; reset restores 8', () => {
  renderDrawer();
  const value = screen.getByText('8px');
  fireEvent.click(screen.getByRole('button', {name: 'Increase spacing'}));
  fireEvent.click(screen.getByRole('button', {name: 'Increase spacing'}));
  expect(value).toHaveTextContent('10px');
  fireEvent.click(screen.getByRole('button', {name: 'Decrease spacing'}));
  expect(value).toHaveTextContent('9px');
  fireEvent.click(screen.getByRole('button', {name: 'Reset density'}));
  expect(value).toHaveTextContent('8px');
});

it("shows MUI's message for an unsupported colour and applies nothing", () => {
  renderDrawer();
  const primary = screen.getByLabelText('Primary');
  fireEvent.change(primary, {target: {value: 'blue'}});
  const field = primary.closest('.MuiFormControl-root') as HTMLElement;
  expect(within(field).getByText(/MUI: Unsupported `blue` color/)).toBeInTheDocument();
  expect(screen.getByRole('button', {name: 'Apply colours'})).toBeDisabled();
  expect(document.cookie).not.toContain('paletteColors');
});

it('applies valid colours to the theme and the cookie; reset clears both', () => {
  renderDrawer();
  fireEvent.change(screen.getByLabelText('Primary'), {target: {value: 'rgb(200, 40, 40)'}});
  fireEvent.click(screen.getByRole('button', {name: 'Apply colours'}));
  expect(decodeURIComponent(document.cookie)).toContain('paletteColors={"primary":{"main":"rgb(200, 40, 40)"}');
  expect(window.theme?.colorSchemes.light?.palette.primary.main).toBe('rgb(200, 40, 40)');
  fireEvent.click(screen.getByRole('button', {name: 'Reset colours'}));
  expect(document.cookie).not.toContain('paletteColors');
  expect(screen.getByLabelText('Primary')).toHaveValue('hsl(210, 100%, 45%)');
});

it('switches the whole page to right-to-left', () => {
  renderDrawer();
  fireEvent.click(screen.getByRole('button', {name: 'Right to left'}));
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  expect(document.body.getAttribute('dir')).toBe('rtl');
  fireEvent.click(screen.getByRole('button', {name: 'Left to right'}));
  expect(document.documentElement.getAttribute('dir')).toBe('ltr');
});
