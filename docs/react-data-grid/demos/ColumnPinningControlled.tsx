import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Country {
  id: string;
  country: string;
  capital: string;
  population: number;
  areaKm2: number;
  currency: string;
  callingCode: string;
}

const rows: Country[] = [
  { id: 'PT', country: 'Portugal', capital: 'Lisbon', population: 10467000, areaKm2: 92212, currency: 'Euro', callingCode: '+351' },
  { id: 'KE', country: 'Kenya', capital: 'Nairobi', population: 55100000, areaKm2: 580367, currency: 'Kenyan shilling', callingCode: '+254' },
  { id: 'VN', country: 'Vietnam', capital: 'Hanoi', population: 100300000, areaKm2: 331212, currency: 'Đồng', callingCode: '+84' },
  { id: 'CL', country: 'Chile', capital: 'Santiago', population: 19630000, areaKm2: 756102, currency: 'Chilean peso', callingCode: '+56' },
  { id: 'NZ', country: 'New Zealand', capital: 'Wellington', population: 5220000, areaKm2: 268021, currency: 'NZ dollar', callingCode: '+64' },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'capital', headerName: 'Capital', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 130 },
  { field: 'currency', headerName: 'Currency', width: 150 },
  { field: 'callingCode', headerName: 'Calling code', width: 120 },
];

const defaultPinning: GridPinnedColumnFields = { left: ['country'] };

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = useState<GridPinnedColumnFields>(defaultPinning);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          Left: {pinnedColumns.left?.join(', ') || 'none'} · Right: {pinnedColumns.right?.join(', ') || 'none'}
        </Typography>
        <Button size="small" onClick={() => setPinnedColumns(defaultPinning)}>
          Reset pinning
        </Button>
      </Stack>
      <div style={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
        />
      </div>
    </div>
  );
}
