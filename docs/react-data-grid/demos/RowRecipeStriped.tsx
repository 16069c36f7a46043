import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

const departures = [
  { id: 1, time: '06:45', destination: 'Lisbon', flight: 'TP 1351', gate: 'B12' },
  { id: 2, time: '07:10', destination: 'Copenhagen', flight: 'SK 588', gate: 'C3' },
  { id: 3, time: '07:25', destination: 'Vienna', flight: 'OS 412', gate: 'B7' },
  { id: 4, time: '07:40', destination: 'Dublin', flight: 'EI 641', gate: 'A2' },
  { id: 5, time: '08:05', destination: 'Athens', flight: 'A3 609', gate: 'C9' },
  { id: 6, time: '08:20', destination: 'Kraków', flight: 'LO 3912', gate: 'B1' },
  { id: 7, time: '08:35', destination: 'Porto', flight: 'TP 1959', gate: 'A6' },
  { id: 8, time: '08:50', destination: 'Helsinki', flight: 'AY 1472', gate: 'C1' },
];

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 70 },
];

// The index counts visible rows on the current page, so stripes survive sorting and filtering.
const getRowClassName = (params: GridRowClassNameParams) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';

export default function RowRecipeStriped() {
  return (
    <Box sx={{ height: 400, width: '100%', '& .odd': { bgcolor: 'action.hover' } }}>
      <DataGrid rows={departures} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
