import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  ref: string;
  subject: string;
  priority: 'Low' | 'Normal' | 'High';
}

const tickets: Ticket[] = [
  { id: 1, ref: 'SUP-301', subject: 'Password reset link expired', priority: 'High' },
  { id: 2, ref: 'SUP-302', subject: 'Invoice shows wrong VAT number', priority: 'Normal' },
  { id: 3, ref: 'SUP-303', subject: 'Add a second delivery address', priority: 'Low' },
  { id: 4, ref: 'SUP-304', subject: 'App crashes on photo upload', priority: 'High' },
  { id: 5, ref: 'SUP-305', subject: 'Change the account owner', priority: 'Normal' },
  { id: 6, ref: 'SUP-306', subject: 'Refund for a double charge', priority: 'High' },
  { id: 7, ref: 'SUP-307', subject: 'Export my order history', priority: 'Low' },
  { id: 8, ref: 'SUP-308', subject: 'Two-factor codes arrive late', priority: 'Normal' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'ref', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

// Three ways to pick the rows; each returns row IDs in the order they are written.
const rules: { label: string; options: GridCsvExportOptions }[] = [
  { label: 'Default rows', options: {} },
  {
    label: 'This page only',
    options: { getRowsToExport: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef) },
  },
  {
    label: 'Filtered, ignoring the selection',
    options: { getRowsToExport: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef) },
  },
];

export default function ExportRowsToExport() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = useState('');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {rules.map(({ label, options }) => (
          <Button
            key={label}
            variant="outlined"
            size="small"
            onClick={() => setPreview(apiRef.current?.getDataAsCsv({ ...options, fields: ['ref', 'priority'] }) ?? '')}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={tickets}
          columns={columns}
          checkboxSelection
          pageSizeOptions={[4]}
          initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, height: 210, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}>
        {preview || 'Select or filter some rows, then click a button to see which rows each rule writes.'}
      </Box>
    </Stack>
  );
}
