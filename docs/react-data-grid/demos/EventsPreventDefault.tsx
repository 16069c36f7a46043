import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

const reviews = [
  { id: 1, pullRequest: '#4821 Retry failed uploads', author: 'lena-k', comment: '' },
  { id: 2, pullRequest: '#4823 Dark mode for charts', author: 'omar-h', comment: 'Check contrast of the legend.' },
  { id: 3, pullRequest: '#4827 Remove legacy auth', author: 'yui-s', comment: '' },
  { id: 4, pullRequest: '#4830 Cache avatar images', author: 'pavel-n', comment: '' },
];

const columns: GridColDef[] = [
  { field: 'pullRequest', headerName: 'Pull request', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 100 },
  { field: 'comment', headerName: 'Comment (double-click)', width: 220, editable: true },
];

export default function EventsPreventDefault() {
  const [keepOpen, setKeepOpen] = useState(true);

  // Props handlers run before the grid's own handlers. Setting defaultMuiPrevented
  // tells the grid to skip its default action for this event.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (keepOpen && params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keepOpen} onChange={(event) => setKeepOpen(event.target.checked)} />}
        label="Keep the editor open when focus leaves the cell"
      />
      <div style={{ height: 300 }}>
        <DataGrid rows={reviews} columns={columns} onCellEditStop={handleCellEditStop} hideFooter />
      </div>
    </Box>
  );
}
