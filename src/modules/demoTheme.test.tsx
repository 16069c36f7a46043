import React from 'react';
import {act, render} from '@testing-library/react';
import {ThemeProvider, useTheme, type Theme} from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import DemoThemeProvider from '@site/src/components/DemoThemeProvider';
import {useChangeTheme} from '@site/src/contexts/themeState';
import Root from '@site/src/theme/Root';
import {createDemoTheme, sharedDemoTheme} from './demoTheme';
import {BRAND_COLORS, createDocsTheme} from './docsTheme';
import type {PaletteColors} from './paletteColors';
import {itKeepsSpecConstants} from './theme/specConstants.fixture';

jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: 'en', defaultLocale: 'en'}, siteConfig: {}}),
}));

it("looks like Material UI's default: border radius 4", () => {
  expect(createDemoTheme().shape.borderRadius).toBe(4);
  expect(createDocsTheme().shape.borderRadius).toBe(12);
});

it("copies the reader's direction, spacing and colours", () => {
  const theme = createDemoTheme({direction: 'rtl', spacing: 6, paletteColors: {secondary: {main: '#00aa55'}}});
  expect(theme.direction).toBe('rtl');
  expect(theme.spacing(2)).toBe('calc(2 * var(--demo-spacing, 6px))');
  expect(theme.colorSchemes.dark!.palette.secondary.main).toBe('#00aa55');
});

it('switches mode on the same attribute as the shell, under its own variable prefix', () => {
  const selectors = createDemoTheme()
    .generateStyleSheets()
    .flatMap((sheet: Record<string, unknown>) => Object.keys(sheet));
  expect(selectors).toContain('[data-theme="dark"]');
  expect(JSON.stringify(createDemoTheme().generateStyleSheets())).toContain('--demo-palette-primary-main');
});

it('builds the theme once for every demo with the same settings, and anew when they change', () => {
  const settings = {direction: 'ltr' as const, dense: false, spacing: 8, paletteColors: {primary: {main: '#2e7d32'}}};
  const first = sharedDemoTheme(settings, 'en');
  expect(sharedDemoTheme({...settings, paletteColors: {primary: {main: '#2e7d32'}}}, 'en')).toBe(first);
  const rtl = sharedDemoTheme({...settings, direction: 'rtl'}, 'en');
  expect(rtl).not.toBe(first);
  expect(rtl.direction).toBe('rtl');
  expect(sharedDemoTheme({...settings, direction: 'rtl'}, 'zh')).not.toBe(rtl);
});

it("keeps demos' heading variants out of the page's heading outline, unless a demo asks for a heading element", () => {
  const {container} = render(
    <ThemeProvider theme={createDemoTheme()}>
      <Typography variant="h4">March 2025</Typography>
      <Typography variant="subtitle1">Selected date</Typography>
      <Typography variant="h5" component="h2">
        Orders
      </Typography>
    </ThemeProvider>,
  );
  expect([...container.children].map((element) => element.tagName)).toEqual(['DIV', 'DIV', 'H2']);
});

it("filters the demos' data grids without eval, which the site's Content-Security-Policy forbids", () => {
  // The grid's filter probes for eval with `new Function` unless told not to.
  const functionConstructor = jest.spyOn(globalThis, 'Function');
  render(
    <ThemeProvider theme={createDemoTheme()}>
      <div style={{height: 300}}>
        <DataGrid
          rows={[
            {id: 1, name: 'Ada'},
            {id: 2, name: 'Grace'},
          ]}
          columns={[{field: 'name'}]}
          initialState={{filter: {filterModel: {items: [{field: 'name', operator: 'contains', value: 'a'}]}}}}
        />
      </div>
    </ThemeProvider>,
  );
  expect(functionConstructor).not.toHaveBeenCalled();
});

/*
 * The demo theme's constants (seed spec §5 and §9): Material UI's defaults,
 * border radius 4, kept whatever the reader's settings and page language.
 */
describe('the demo theme keeps the layout and motion constants, whatever the settings', () => {
  const settingsCases: Array<[string, Parameters<typeof createDemoTheme>[0], string]> = [
    ['the defaults', {}, 'en'],
    ['dense, right-to-left, in Chinese', {dense: true, direction: 'rtl'}, 'zh'],
    ['custom colours, in Portuguese', {paletteColors: {primary: {main: '#2e7d32'}}}, 'pt'],
  ];

  describe.each(settingsCases)('with %s', (_name, settings, language) => {
    const theme = createDemoTheme(settings, language);

    itKeepsSpecConstants(theme);

    it('border radius 4 px and spacing 8 px', () => {
      expect(theme.shape.borderRadius).toBe(4);
      expect(theme.generateStyleSheets()[0][':root']).toMatchObject({'--demo-shape-borderRadius': '4px', '--demo-spacing': '8px'});
    });
  });

  it.each([
    ['#ef6c00', '#fff'],
    ['#ff7043', 'rgba(0, 0, 0, 0.87)'],
  ])('a custom %s gets %s text (contrast threshold 3) and shades 0.2 lighter, 0.3 darker', (main, contrastText) => {
    const {primary} = createDemoTheme({paletteColors: {primary: {main}}}).colorSchemes.dark!.palette;
    expect(primary.contrastText).toBe(contrastText);
    const gray = createDemoTheme({paletteColors: {primary: {main: '#808080'}}}).colorSchemes.light!.palette.primary;
    expect([gray.light, gray.dark]).toEqual(['rgb(153, 153, 153)', 'rgb(89, 89, 89)']);
  });
});

describe('a colour whose main is not a string', () => {
  const notStrings = [
    ['primary', 7, '`7`'],
    ['primary', null, '`null`'],
    ['secondary', 7, '`7`'],
    ['secondary', null, '`null`'],
  ] as const;

  // Called directly (as by a future caller skipping readPaletteColors): MUI's own error.
  it.each(notStrings)("makes the demo theme builder throw for %s.main = %p, with MUI's message", (name, main, shown) => {
    const paletteColors = {[name]: {main}} as unknown as PaletteColors;
    expect(() => createDemoTheme({paletteColors})).toThrow(
      `MUI: The color (${name}) provided to augmentColor(color) is invalid.\n\`color.main\` should be a string, but ${shown} was provided instead.`,
    );
  });

  /*
   * The reader's path: custom colours reach both themes only through the theme
   * state (Root), which reads the cookie and every dispatched change with
   * readPaletteColors. There the bad colour is ignored with a warning, the
   * page keeps rendering and both themes keep their colours.
   */
  describe('on the reader\'s path (Root: cookie or dispatched change)', () => {
    let shell: Theme | null = null;
    let demo: Theme | null = null;
    let change: ReturnType<typeof useChangeTheme> = () => {};
    function ShellProbe() {
      shell = useTheme();
      change = useChangeTheme();
      return null;
    }
    function DemoProbe() {
      demo = useTheme();
      return null;
    }
    const renderPage = () =>
      render(
        <Root>
          <ShellProbe />
          <DemoThemeProvider>
            <DemoProbe />
          </DemoThemeProvider>
        </Root>,
      );
    const mains = () => [shell!.colorSchemes.light!.palette.primary.main, demo!.colorSchemes.light!.palette.primary.main];
    const MUI_DEFAULT_PRIMARY = '#1976d2';

    afterEach(() => {
      document.cookie = 'paletteColors=; Max-Age=0; Path=/';
    });

    it.each([7, null])('ignores main = %p in the paletteColors cookie, keeping the default colours', (main) => {
      document.cookie = `paletteColors=${encodeURIComponent(JSON.stringify({primary: {main}}))}; Path=/`;
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      renderPage();
      expect(warn).toHaveBeenCalledWith('Ignoring the paletteColors cookie: primary has no string "main". The default colours are used.');
      expect(mains()).toEqual([BRAND_COLORS.primary, MUI_DEFAULT_PRIMARY]);
    });

    it.each([7, null])('ignores a change to main = %p, keeping the colours applied before', (main) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      renderPage();
      act(() => change({paletteColors: {secondary: {main: '#8e24aa'}}}));
      expect(demo!.colorSchemes.light!.palette.secondary.main).toBe('rgb(142, 36, 170)');
      act(() => change({paletteColors: {primary: {main}} as unknown as PaletteColors}));
      expect(warn).toHaveBeenCalledWith('Ignoring the custom colours: primary has no string "main".');
      expect(mains()).toEqual([BRAND_COLORS.primary, MUI_DEFAULT_PRIMARY]);
      expect(demo!.colorSchemes.light!.palette.secondary.main).toBe('rgb(142, 36, 170)');
      expect(shell!.colorSchemes.light!.palette.secondary.main).toBe('rgb(142, 36, 170)');
    });
  });
});
