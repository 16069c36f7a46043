import {HIGH_DENSITY_COMPONENTS} from './density';
import {createDocsTheme} from './docsTheme';
import {createDemoTheme} from './demoTheme';

it('makes buttons, icon buttons, fabs and tables small', () => {
  for (const name of ['MuiButton', 'MuiIconButton', 'MuiFab', 'MuiTable'] as const) {
    expect(HIGH_DENSITY_COMPONENTS[name].defaultProps).toEqual({size: 'small'});
  }
});

it('gives inputs and form controls a dense margin', () => {
  const dense = ['MuiFilledInput', 'MuiFormControl', 'MuiFormHelperText', 'MuiInputBase', 'MuiInputLabel', 'MuiOutlinedInput', 'MuiTextField'] as const;
  for (const name of dense) {
    expect(HIGH_DENSITY_COMPONENTS[name].defaultProps).toEqual({margin: 'dense'});
  }
});

it('makes list items dense and toolbars the dense variant', () => {
  expect(HIGH_DENSITY_COMPONENTS.MuiListItem.defaultProps).toEqual({dense: true});
  expect(HIGH_DENSITY_COMPONENTS.MuiToolbar.defaultProps).toEqual({variant: 'dense'});
});

it.each([
  ['docs', (dense: boolean) => createDocsTheme({dense})],
  ['demo', (dense: boolean) => createDemoTheme({dense})],
])('the %s theme applies the overrides only in dense mode', (_, build) => {
  expect(build(true).components?.MuiButton?.defaultProps).toMatchObject({size: 'small'});
  expect(build(false).components?.MuiButton?.defaultProps?.size).toBeUndefined();
});
