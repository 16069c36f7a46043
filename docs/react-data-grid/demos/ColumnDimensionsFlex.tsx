import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const recipes = [
  { id: 1, code: 'R-01', name: 'Shakshuka', notes: 'Add feta just before serving', minutes: 30 },
  { id: 2, code: 'R-02', name: 'Pad krapow', notes: 'Holy basil, not Thai sweet basil', minutes: 20 },
  { id: 3, code: 'R-03', name: 'Pierogi ruskie', notes: 'Rest the dough for an hour', minutes: 90 },
  { id: 4, code: 'R-04', name: 'Feijoada', notes: 'Soak the black beans overnight', minutes: 180 },
  { id: 5, code: 'R-05', name: 'Bibimbap', notes: 'Use a hot stone bowl for a crisp base', minutes: 45 },
];

const columns: GridColDef[] = [
  // Fixed width, and users cannot resize it.
  { field: 'code', headerName: 'Code', width: 80, resizable: false },
  // Takes 1 share of the free space, never narrower than 140 px or wider than 260 px.
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 140, maxWidth: 260 },
  // Takes 2 shares of the free space.
  { field: 'notes', headerName: 'Notes', flex: 2, minWidth: 160 },
  // Fixed width; users can resize it between 90 and 200 px.
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100, minWidth: 90, maxWidth: 200 },
];

export default function ColumnDimensionsFlex() {
  const [lastChange, setLastChange] = useState('Drag a column separator in the header.');

  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setLastChange(`"${params.colDef.headerName}" is now ${Math.round(params.width)} px wide.`);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">{lastChange}</Typography>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid rows={recipes} columns={columns} onColumnWidthChange={handleWidthChange} hideFooter />
      </div>
    </Stack>
  );
}
