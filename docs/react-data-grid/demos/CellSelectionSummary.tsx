import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Region {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const sales: Region[] = [
  { id: 1, region: 'Nordics', q1: 182, q2: 205, q3: 171, q4: 240 },
  { id: 2, region: 'Benelux', q1: 146, q2: 152, q3: 160, q4: 198 },
  { id: 3, region: 'Iberia', q1: 121, q2: 134, q3: 158, q4: 149 },
  { id: 4, region: 'DACH', q1: 264, q2: 251, q3: 239, q4: 302 },
  { id: 5, region: 'Baltics', q1: 58, q2: 66, q3: 71, q4: 80 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

const columns: GridColDef<Region>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 110 },
  ...quarters.map((q) => ({ field: q, headerName: `${q.toUpperCase()} (k€)`, type: 'number' as const, width: 95 })),
];

export default function CellSelectionSummary() {
  const [model, setModel] = useState<GridCellSelectionModel>({ 4: { q1: true, q2: true } });

  // The model maps row ids to { field: true } for each selected cell.
  let count = 0;
  let sum = 0;
  Object.entries(model).forEach(([id, fields]) => {
    const row = sales.find((r) => String(r.id) === id);
    quarters.forEach((q) => {
      if (row && fields[q]) {
        count += 1;
        sum += row[q];
      }
    });
  });

  return (
    <Stack spacing={1}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
      <Typography variant="body2">
        {count} sales figures selected · Sum: {sum} k€ · Average: {count ? (sum / count).toFixed(1) : '–'} k€
      </Typography>
    </Stack>
  );
}
