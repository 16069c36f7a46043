import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
// Adds `palette.DataGrid` and the `MuiDataGrid` key to the theme types.
import type {} from '@mui/x-data-grid-pro/themeAugmentation';

const employees = [
  { id: 1, name: 'Grace Hopper', team: 'Compilers', office: 'Boston', level: 'Principal', startYear: 2011, salary: 182000 },
  { id: 2, name: 'Alan Kay', team: 'Research', office: 'Palo Alto', level: 'Staff', startYear: 2014, salary: 171000 },
  { id: 3, name: 'Barbara Liskov', team: 'Platform', office: 'Boston', level: 'Principal', startYear: 2009, salary: 189000 },
  { id: 4, name: 'Ken Thompson', team: 'Systems', office: 'Murray Hill', level: 'Staff', startYear: 2016, salary: 168000 },
  { id: 5, name: 'Frances Allen', team: 'Compilers', office: 'New York', level: 'Senior', startYear: 2019, salary: 152000 },
  { id: 6, name: 'Edsger Dijkstra', team: 'Research', office: 'Austin', level: 'Senior', startYear: 2020, salary: 149000 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 140 },
  { field: 'level', headerName: 'Level', width: 120 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

export default function StylePaletteColors() {
  const outerTheme = useTheme();
  const theme = useMemo(() => {
    const dark = outerTheme.palette.mode === 'dark';
    // The grid reads these three colours from the palette. Each one is optional.
    return createTheme(outerTheme, {
      palette: {
        DataGrid: dark
          ? { bg: '#10161d', headerBg: '#1d2834', pinnedBg: '#17202a' }
          : { bg: '#ffffff', headerBg: '#e8eef5', pinnedBg: '#f4f7fa' },
      },
    });
  }, [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 320, width: 640, maxWidth: '100%' }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          hideFooter
          initialState={{ pinnedColumns: { left: ['name'] } }}
        />
      </Box>
    </ThemeProvider>
  );
}
