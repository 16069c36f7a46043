import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const flights = [
  { id: 1, flight: 'LH 1234', from: 'Frankfurt', to: 'Oslo', departs: '07:20', gate: 'A14' },
  { id: 2, flight: 'AF 1018', from: 'Paris', to: 'Madrid', departs: '08:05', gate: 'F22' },
  { id: 3, flight: 'KL 1561', from: 'Amsterdam', to: 'Rome', departs: '09:40', gate: 'D3' },
  { id: 4, flight: 'IB 3170', from: 'Madrid', to: 'Lisbon', departs: '10:15', gate: 'J51' },
  { id: 5, flight: 'SK 1463', from: 'Copenhagen', to: 'Berlin', departs: '11:30', gate: 'B9' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 110 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 100 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 70 },
];

// Every part of the header row that paints a background.
const headerParts = [
  `& .${gridClasses.columnHeaders}`,
  `& .${gridClasses.columnHeader}`,
  `& .${gridClasses.columnHeader} .${gridClasses.sortButton}`,
  `& .${gridClasses.columnHeaders} .${gridClasses.filler}`,
  `& .${gridClasses.columnHeaders} .${gridClasses.scrollbarFiller}`,
].join(', ');

export default function StyleRecipeHeaderTheme() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'departs', sort: 'asc' }] } }}
        hideFooter
        sx={{
          [headerParts]: { bgcolor: 'primary.dark', color: 'primary.contrastText' },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700, letterSpacing: 0.3 },
          // The sort and menu buttons use the text colour of the header.
          [`& .${gridClasses.columnHeader} .${gridClasses.menuIconButton}`]: { color: 'inherit' },
          [`& .${gridClasses.columnSeparator}`]: { color: 'primary.light' },
        }}
      />
    </Box>
  );
}
