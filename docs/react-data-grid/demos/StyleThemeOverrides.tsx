import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
// Adds the `MuiDataGrid` key to the theme types.
import type {} from '@mui/x-data-grid/themeAugmentation';

const sessions = [
  { id: 1, title: 'Designing for slow networks', speaker: 'Ines Duarte', room: 'A', start: '09:30' },
  { id: 2, title: 'Accessible data tables', speaker: 'Kwame Mensah', room: 'B', start: '10:15' },
  { id: 3, title: 'State machines in the UI', speaker: 'Yuki Tanaka', room: 'A', start: '11:00' },
  { id: 4, title: 'Testing without mocks', speaker: 'Sofia Marchetti', room: 'C', start: '11:45' },
  { id: 5, title: 'Shipping a design system', speaker: 'Arjun Patel', room: 'B', start: '14:00' },
];

const columns: GridColDef[] = [
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 200 },
  { field: 'speaker', headerName: 'Speaker', width: 150 },
  { field: 'room', headerName: 'Room', width: 80 },
];

// Every DataGrid under a theme with these options gets the same defaults and styles.
const gridThemeOptions: ThemeOptions = {
  components: {
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableColumnMenu: true },
      styleOverrides: {
        // Keys are the class keys of `gridClasses`: `root`, `columnHeader`, `cell`…
        // `theme.vars` holds CSS variables when the theme uses them, so colours follow dark mode.
        root: ({ theme }) => ({
          borderRadius: 12,
          borderWidth: 2,
          borderColor: (theme.vars ?? theme).palette.primary.main,
        }),
        columnHeader: ({ theme }) => ({ color: (theme.vars ?? theme).palette.primary.dark }),
        columnHeaderTitle: { fontWeight: 700 },
        footerContainer: ({ theme }) => ({ backgroundColor: (theme.vars ?? theme).palette.action.hover }),
      },
    },
  },
};

export default function StyleThemeOverrides() {
  // Extend the surrounding theme rather than replacing it.
  const outerTheme = useTheme();
  const theme = useMemo(() => createTheme(outerTheme, gridThemeOptions), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid rows={sessions} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
