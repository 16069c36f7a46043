import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High';
  openedDays: number;
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Invoice shows the wrong VAT rate', customer: 'Fabrikam', priority: 'High', openedDays: 1 },
  { id: 2, subject: 'Cannot reset password', customer: 'Contoso', priority: 'Normal', openedDays: 3 },
  { id: 3, subject: 'Export to CSV is empty', customer: 'Tailspin Toys', priority: 'High', openedDays: 2 },
  { id: 4, subject: 'Add a second billing contact', customer: 'Northwind', priority: 'Low', openedDays: 8 },
  { id: 5, subject: 'Dashboard loads slowly', customer: 'Adventure Works', priority: 'Normal', openedDays: 5 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'openedDays', headerName: 'Open (days)', type: 'number', width: 120 },
];

export default function MigrationGridV4LegacyTheme() {
  const outerTheme = useTheme();
  // Two rows start selected, so the checkboxes show the primary color.
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1, 3]) });
  // The grid reads only the @mui/material theme, never the v4 one. Copy the values of your
  // v4 theme here: this one uses the v4 default colors, indigo and pink.
  const theme = useMemo(() => {
    const dark = outerTheme.palette.mode === 'dark';
    return createTheme(outerTheme, {
      palette: {
        // Lighter shades in dark mode keep enough contrast on a dark background.
        primary: { main: dark ? '#7986cb' : '#3f51b5' },
        secondary: { main: dark ? '#ff4081' : '#f50057' },
      },
    });
  }, [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          checkboxSelection
          hideFooter
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </ThemeProvider>
  );
}
