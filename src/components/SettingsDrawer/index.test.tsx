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
  expect(document.cookie).toContain('paletteColors={"primary":{"main":"rgb(200, 40, 40)"}');
  expect(window.theme?.colorSchemes.light?.palette.primary.main).toBe('rgb(200, 40, 40)');
  fireEvent.click(screen.getByRole('button', {name: 'Reset colours'}));
  expect(document.cookie).not.toContain('paletteColors');
  expect(screen.getByLabelText('Primary')).toHaveValue('hsl(210, 100%, 45%)');
});

it('a new secondary alone keeps the brand primary palette, with its own dark-mode shade', () => {
  renderDrawer();
  const brandDarkMain = window.theme?.colorSchemes.dark?.palette.primary.main;
  fireEvent.change(screen.getByLabelText('Secondary'), {target: {value: '#8e24aa'}});
  fireEvent.click(screen.getByRole('button', {name: 'Apply colours'}));
  expect(document.cookie).toContain('paletteColors={"secondary":{"main":"rgb(142, 36, 170)"}}');
  expect(window.theme?.colorSchemes.dark?.palette.secondary.main).toBe('rgb(142, 36, 170)');
  expect(window.theme?.colorSchemes.dark?.palette.primary.main).toBe(brandDarkMain);
});

it('stores and applies the normalised colour, not the typed text', () => {
  renderDrawer();
  fireEvent.change(screen.getByLabelText('Primary'), {target: {value: '  #C82828  '}});
  fireEvent.change(screen.getByLabelText('Secondary'), {target: {value: 'hsla(275deg,75%,40%,0.9)'}});
  fireEvent.click(screen.getByRole('button', {name: 'Apply colours'}));
  expect(document.cookie).toContain(
    'paletteColors={"primary":{"main":"rgb(200, 40, 40)"},"secondary":{"main":"hsla(275, 75%, 40%, 0.9)"}}',
  );
  expect(window.theme?.colorSchemes.light?.palette.primary.main).toBe('rgb(200, 40, 40)');
  expect(window.theme?.colorSchemes.light?.palette.secondary.main).toBe('hsla(275, 75%, 40%, 0.9)');
});

it.each([
  'rgb(1,2,3);}body{background:url(https://evil.example/t)}x{',
  'rgb(1, 2, 3) /* x */',
  'rgb(1, 2, url(x))',
  '#fff;',
])('refuses %p with a reason and applies nothing', (typed) => {
  renderDrawer();
  const primary = screen.getByLabelText('Primary');
  fireEvent.change(primary, {target: {value: typed}});
  expect(primary).toHaveAccessibleDescription(/is not a colour this site reads|MUI: Unsupported/);
  const apply = screen.getByRole('button', {name: 'Apply colours'});
  expect(apply).toBeDisabled();
  fireEvent.click(apply);
  expect(document.cookie).not.toContain('paletteColors');
  expect(JSON.stringify(window.theme?.colorSchemes.light?.palette.primary)).not.toContain(typed);
});

it('switches the whole page to right-to-left', () => {
  renderDrawer();
  fireEvent.click(screen.getByRole('button', {name: 'Right to left'}));
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  expect(document.body.getAttribute('dir')).toBe('rtl');
  fireEvent.click(screen.getByRole('button', {name: 'Left to right'}));
  expect(document.documentElement.getAttribute('dir')).toBe('ltr');
});

describe('the primary colour contrast warning', () => {
  const warningText = /^Links in this colour reach/;

  it('names the mode and the ratio when links in the typed colour fail 4.5:1, and still applies it', () => {
    renderDrawer();
    const primary = screen.getByLabelText('Primary');
    fireEvent.change(primary, {target: {value: '#0d1b4d'}});
    const warning = screen.getByText('Links in this colour reach 1.1:1 on the dark background; text needs 4.5:1.');
    // Announced when it appears, and read with the field when it is focused.
    expect(warning.closest('[role="status"]')).not.toBeNull();
    expect(primary).toHaveAccessibleDescription(/Links in this colour reach 1\.1:1 on the dark background/);
    fireEvent.click(screen.getByRole('button', {name: 'Apply colours'}));
    expect(window.theme?.colorSchemes.dark?.palette.primary.main).toBe('rgb(13, 27, 77)');
  });

  it('names the light background for a pale colour', () => {
    renderDrawer();
    fireEvent.change(screen.getByLabelText('Primary'), {target: {value: '#ffeb3b'}});
    expect(screen.getByText('Links in this colour reach 2.5:1 on the light background; text needs 4.5:1.')).toBeInTheDocument();
  });

  it('names both backgrounds when both fail', () => {
    renderDrawer();
    fireEvent.change(screen.getByLabelText('Primary'), {target: {value: 'rgba(25, 118, 210, 0.3)'}});
    expect(screen.getByText(/^Links in this colour reach \d\.\d:1 on the light background and \d\.\d:1 on the dark background; text needs 4\.5:1\.$/)).toBeInTheDocument();
  });

  it('shows nothing for the brand default or a colour that reads in both modes', () => {
    renderDrawer();
    expect(screen.queryByText(warningText)).toBeNull();
    fireEvent.change(screen.getByLabelText('Primary'), {target: {value: '#ffeb3b'}});
    expect(screen.queryByText(warningText)).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Primary'), {target: {value: 'hsl(210, 100%, 60%)'}});
    expect(screen.queryByText(warningText)).toBeNull();
  });

  it('shows only the format error while the colour is unreadable', () => {
    renderDrawer();
    fireEvent.change(screen.getByLabelText('Primary'), {target: {value: 'blue'}});
    expect(screen.getByText(/MUI: Unsupported `blue` color/)).toBeInTheDocument();
    expect(screen.queryByText(warningText)).toBeNull();
  });
});

it('shows a stored opaque colour as the #rrggbb it was picked as, and a translucent one as stored', () => {
  document.cookie = `paletteColors=${encodeURIComponent('{"primary":{"main":"rgb(46, 125, 50)"},"secondary":{"main":"rgba(142, 36, 170, 0.5)"}}')}; Path=/`;
  renderDrawer();
  expect(screen.getByLabelText('Primary')).toHaveValue('#2e7d32');
  expect(screen.getByLabelText('Secondary')).toHaveValue('rgba(142, 36, 170, 0.5)');
});
