import { useRef, useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  gridRowSelectionIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  to: string;
  departure: string;
  gate: string;
}

const flights: Flight[] = [
  { id: 1, flight: 'SK 1467', to: 'Oslo', departure: '08:15', gate: 'B7' },
  { id: 2, flight: 'LH 2443', to: 'Munich', departure: '09:40', gate: 'A12' },
  { id: 3, flight: 'KL 1128', to: 'Amsterdam', departure: '10:05', gate: 'C31' },
  { id: 4, flight: 'AY 954', to: 'Helsinki', departure: '11:20', gate: 'B4' },
  { id: 5, flight: 'IB 3765', to: 'Madrid', departure: '12:55', gate: 'A19' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 120 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

function ExportJsonMenuItem({ onDone }: { onDone: () => void }) {
  const apiRef = useGridApiContext();

  const downloadJson = () => {
    // The same rules as the other formats: visible columns, filtered and sorted rows,
    // and only the selected rows when some are selected.
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const selected = gridRowSelectionIdsSelector(apiRef);
    const ids = gridFilteredSortedRowIdsSelector(apiRef).filter((id) => selected.size === 0 || selected.has(id));
    const data = ids.map((id) => {
      const row = apiRef.current.getRow(id);
      return Object.fromEntries(fields.map((field) => [field, row?.[field]]));
    });
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'departures.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
    onDone();
  };

  return <MenuItem onClick={downloadJson}>Download as JSON</MenuItem>;
}

function DeparturesToolbar() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton ref={triggerRef} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(true)}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={triggerRef.current} open={open} onClose={close}>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'departures' }} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportJsonMenuItem onDone={close} />
      </Menu>
    </Toolbar>
  );
}

export default function ExportCustomFormat() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={flights} columns={columns} showToolbar slots={{ toolbar: DeparturesToolbar }} />
    </div>
  );
}
