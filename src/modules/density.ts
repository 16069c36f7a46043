import type {Components, Theme} from '@mui/material/styles';

/**
 * Default props that make MUI components compact, merged into the docs and the
 * demo themes when the reader turns dense mode on.
 */
export const HIGH_DENSITY_COMPONENTS = {
  MuiButton: {defaultProps: {size: 'small'}},
  MuiFilledInput: {defaultProps: {margin: 'dense'}},
  MuiFormControl: {defaultProps: {margin: 'dense'}},
  MuiFormHelperText: {defaultProps: {margin: 'dense'}},
  MuiIconButton: {defaultProps: {size: 'small'}},
  MuiInputBase: {defaultProps: {margin: 'dense'}},
  MuiInputLabel: {defaultProps: {margin: 'dense'}},
  MuiListItem: {defaultProps: {dense: true}},
  MuiOutlinedInput: {defaultProps: {margin: 'dense'}},
  MuiFab: {defaultProps: {size: 'small'}},
  MuiTable: {defaultProps: {size: 'small'}},
  MuiTextField: {defaultProps: {margin: 'dense'}},
  MuiToolbar: {defaultProps: {variant: 'dense'}},
} satisfies Components<Omit<Theme, 'components'>>;
