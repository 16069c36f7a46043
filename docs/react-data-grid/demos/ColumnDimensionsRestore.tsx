import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnDimensions, type GridEventListener } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  project: string;
  amount: number;
}

const invoices: Invoice[] = [
  { id: 1, number: 'INV-2025-031', customer: 'Harbour Bakery', project: 'Website redesign', amount: 4200 },
  { id: 2, number: 'INV-2025-032', customer: 'Nordlicht Studios', project: 'Booking app, phase 2', amount: 12850 },
  { id: 3, number: 'INV-2025-033', customer: 'Calder & Finch', project: 'Brand guidelines', amount: 2900 },
  { id: 4, number: 'INV-2025-034', customer: 'Tamarind Kitchen', project: 'Online ordering', amount: 6400 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'project', headerName: 'Project', width: 200 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

type SavedWidths = Record<string, GridColumnDimensions>;

export default function ColumnDimensionsRestore() {
  // In an app, keep this in localStorage or in the user's settings.
  const [savedWidths, setSavedWidths] = useState<SavedWidths>({});
  // Changing the key remounts the grid, as reloading the page would.
  const [gridKey, setGridKey] = useState(0);

  const handleWidthChange: GridEventListener<'columnWidthChange'> = ({ colDef, width }) => {
    // `flex: 0` matters for a flex column: with its flex, it would ignore the saved width.
    setSavedWidths((previous) => ({ ...previous, [colDef.field]: { width: Math.round(width), flex: 0 } }));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setGridKey((key) => key + 1)}>
          Remount the grid
        </Button>
        <Button
          onClick={() => {
            setSavedWidths({});
            setGridKey((key) => key + 1);
          }}
        >
          Forget the widths
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          key={gridKey}
          rows={invoices}
          columns={columns}
          initialState={{ columns: { dimensions: savedWidths } }}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </div>
      <Typography variant="body2" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        Saved: {JSON.stringify(savedWidths)}
      </Typography>
    </Stack>
  );
}
