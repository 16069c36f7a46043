// The shell theme always has CSS variables (src/modules/docsTheme.ts), so
// `theme.vars` is typed as present.
import type {} from '@mui/material/themeCssVarsAugmentation';
