import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

type Separator = DataGridProProps['pinnedColumnsSectionSeparator'];

interface Reading {
  id: number;
  station: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
  average: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Reykjavík', jan: 0.1, feb: 0.4, mar: 0.9, apr: 3.2, may: 6.6, jun: 9.5, average: 3.5 },
  { id: 2, station: 'Valletta', jan: 12.8, feb: 12.7, mar: 14.2, apr: 16.6, may: 20.4, jun: 24.6, average: 16.9 },
  { id: 3, station: 'Ottawa', jan: -10.3, feb: -8.1, mar: -2.3, apr: 6.2, may: 13.4, jun: 18.6, average: 2.9 },
  { id: 4, station: 'Nairobi', jan: 19.1, feb: 19.8, mar: 20.1, apr: 19.5, may: 18.4, jun: 17.2, average: 19.0 },
];

const month = (field: keyof Reading, headerName: string): GridColDef<Reading> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
});

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  month('jan', 'Jan (°C)'),
  month('feb', 'Feb (°C)'),
  month('mar', 'Mar (°C)'),
  month('apr', 'Apr (°C)'),
  month('may', 'May (°C)'),
  month('jun', 'Jun (°C)'),
  month('average', 'Average (°C)'),
];

export default function ColumnPinningSeparator() {
  const [separator, setSeparator] = useState<Separator>('border-and-shadow');

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="separator-label">
          Separator
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={separator}
          onChange={(_event, value: Separator | null) => value && setSeparator(value)}
          aria-labelledby="separator-label"
        >
          <ToggleButton value="border-and-shadow">border-and-shadow</ToggleButton>
          <ToggleButton value="border">border</ToggleButton>
          <ToggleButton value="shadow">shadow</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumnsSectionSeparator={separator}
          initialState={{ pinnedColumns: { left: ['station'], right: ['average'] } }}
          hideFooter
        />
      </div>
    </div>
  );
}
