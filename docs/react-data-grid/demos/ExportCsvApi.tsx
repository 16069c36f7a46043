import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Runner {
  id: number;
  bib: number;
  name: string;
  club: string;
  time: string;
}

const runners: Runner[] = [
  { id: 1, bib: 104, name: 'Eilidh Grant', club: 'Leith Harriers', time: '0:38:12' },
  { id: 2, bib: 88, name: 'Kofi Mensah', club: 'Portobello RC', time: '0:39:47' },
  { id: 3, bib: 231, name: 'Marta Nowak', club: 'Leith Harriers', time: '0:41:05' },
  { id: 4, bib: 17, name: 'Finn O’Brien', club: 'Meadows Joggers', time: '0:42:30' },
  { id: 5, bib: 150, name: 'Lina Haddad', club: 'Portobello RC', time: '0:44:58' },
  { id: 6, bib: 62, name: 'George Tait', club: 'Meadows Joggers', time: '0:46:21' },
  { id: 7, bib: 199, name: 'Ana Ribeiro', club: 'Leith Harriers', time: '0:47:09' },
];

const columns: GridColDef<Runner>[] = [
  { field: 'bib', headerName: 'Bib', type: 'number', width: 70 },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 140 },
  { field: 'club', headerName: 'Club', width: 150 },
  { field: 'time', headerName: 'Time', width: 90 },
];

// Only the rows of the page on screen, and only three columns, in this order.
const options: GridCsvExportOptions = {
  fileName: 'results-this-page',
  fields: ['name', 'club', 'time'],
  getRowsToExport: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
};

export default function ExportCsvApi() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = useState('');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setPreview(apiRef.current?.getDataAsCsv(options) ?? '')}>
          Preview CSV
        </Button>
        <Button variant="contained" onClick={() => apiRef.current?.exportDataAsCsv(options)}>
          Download this page
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={runners}
          columns={columns}
          pageSizeOptions={[4]}
          initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, height: 120, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}>
        {preview || 'Click "Preview CSV" to see what the file would contain.'}
      </Box>
    </Stack>
  );
}
