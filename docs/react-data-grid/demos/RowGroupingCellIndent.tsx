import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  name: string;
  region: string;
  country: string;
  city: string;
}

const stores: Store[] = [
  { id: 1, name: 'Gangnam flagship', region: 'Asia', country: 'South Korea', city: 'Seoul' },
  { id: 2, name: 'Hongdae', region: 'Asia', country: 'South Korea', city: 'Seoul' },
  { id: 3, name: 'Shibuya', region: 'Asia', country: 'Japan', city: 'Tokyo' },
  { id: 4, name: 'Umeda', region: 'Asia', country: 'Japan', city: 'Osaka' },
  { id: 5, name: 'Le Marais', region: 'Europe', country: 'France', city: 'Paris' },
  { id: 6, name: 'Vieux Lyon', region: 'Europe', country: 'France', city: 'Lyon' },
];

const columns: GridColDef<Store>[] = [
  { field: 'name', headerName: 'Store', width: 160 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'city', headerName: 'City', width: 100 },
];

export default function RowGroupingCellIndent() {
  const [multiplier, setMultiplier] = useState(4);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography id="indent-multiplier" variant="body2">
          --DataGrid-cellOffsetMultiplier: {multiplier}
        </Typography>
        <Slider
          aria-labelledby="indent-multiplier"
          value={multiplier}
          min={0}
          max={8}
          step={1}
          marks
          onChange={(_event, value) => setMultiplier(value as number)}
        />
      </Box>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={stores}
          columns={columns}
          // Each level is indented by depth × multiplier × 8px (one spacing unit). The default multiplier is 2.
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ width: 260 }}
          initialState={{
            rowGrouping: { model: ['region', 'country', 'city'] },
            columns: { columnVisibilityModel: { region: false, country: false, city: false } },
          }}
        />
      </div>
    </Stack>
  );
}
