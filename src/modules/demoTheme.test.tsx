import React from 'react';
import {render} from '@testing-library/react';
import {ThemeProvider} from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import {createDemoTheme, sharedDemoTheme} from './demoTheme';
import {createDocsTheme} from './docsTheme';

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
