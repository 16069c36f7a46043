import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  rep: string;
  region: string;
  deals: number;
  revenue: number;
}

const sales: Sale[] = [
  { id: 1, rep: 'Amara Okafor', region: 'West', deals: 14, revenue: 182000 },
  { id: 2, rep: 'Luis Romero', region: 'South', deals: 9, revenue: 121500 },
  { id: 3, rep: 'Hannah Berg', region: 'North', deals: 17, revenue: 240300 },
  { id: 4, rep: 'Kwame Mensah', region: 'East', deals: 6, revenue: 76800 },
  { id: 5, rep: 'Yuki Tanaka', region: 'West', deals: 11, revenue: 158900 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

const revenueFunctions = ['sum', 'avg', 'max', 'none'];

export default function AggregationControlled() {
  const [aggregationModel, setAggregationModel] = useState<GridAggregationModel>({ deals: 'sum', revenue: 'sum' });

  // Add, replace or remove the entry of the Revenue column; keep the others.
  const setRevenueFunction = (name: string) => {
    const nextModel = { ...aggregationModel };
    if (name === 'none') {
      delete nextModel.revenue;
    } else {
      nextModel.revenue = name;
    }
    setAggregationModel(nextModel);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Revenue:</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={aggregationModel.revenue ?? 'none'}
          onChange={(_event, value: string | null) => value && setRevenueFunction(value)}
          aria-label="Aggregation function of the Revenue column"
        >
          {revenueFunctions.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          aggregationModel={aggregationModel}
          // Called when the user picks a function in a column menu.
          onAggregationModelChange={(model) => setAggregationModel(model)}
        />
      </div>
      <Typography variant="body2" component="code">
        aggregationModel: {JSON.stringify(aggregationModel)}
      </Typography>
    </Stack>
  );
}
