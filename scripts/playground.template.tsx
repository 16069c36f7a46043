/**
 * Scratch page at /x/playground/ (git ignores it): try a component here
 * without the docs shell. It renders outside the docs theme (no navbar,
 * sidebar or docs palette), with Material UI's default theme, like a
 * reader's own app would. Edit freely; `npm start` reloads it on save.
 */
import type {ReactNode} from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const theme = createTheme({colorSchemes: {dark: true}});

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Package', flex: 1},
  {field: 'plan', headerName: 'Plan', width: 140},
];

const rows = [
  {id: 1, name: '@mui/x-data-grid', plan: 'Community'},
  {id: 2, name: '@mui/x-data-grid-pro', plan: 'Pro'},
  {id: 3, name: '@mui/x-data-grid-premium', plan: 'Premium'},
];

export default function Playground(): ReactNode {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{maxWidth: 720, mx: 'auto', p: 3}}>
        <Typography variant="h5" component="h1" gutterBottom>
          Playground
        </Typography>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
