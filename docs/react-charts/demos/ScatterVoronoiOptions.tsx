import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Flats for rent in one district: floor area (m²) and monthly rent (€).
const flats = [
  [28, 690],
  [34, 780],
  [41, 860],
  [45, 950],
  [52, 1020],
  [58, 1130],
  [63, 1180],
  [70, 1320],
  [77, 1390],
  [85, 1560],
  [96, 1710],
  [110, 1940],
  [124, 2210],
].map(([x, y], index) => ({ id: index, x, y }));

type Radius = 'none' | 'item' | '30';

export default function ScatterVoronoiOptions() {
  const [radius, setRadius] = React.useState<Radius>('none');
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={radius}
          disabled={disableVoronoi}
          onChange={(_, value: Radius | null) => value && setRadius(value)}
        >
          <ToggleButton value="none">no limit</ToggleButton>
          <ToggleButton value="item">'item'</ToggleButton>
          <ToggleButton value="30">30 px</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
      </Stack>
      <ScatterChart
        height={300}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius === 'none' ? undefined : radius === 'item' ? 'item' : 30}
        xAxis={[{ min: 20, max: 130, valueFormatter: (value: number) => `${value} m²` }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}` }]}
        series={[
          {
            label: 'Flats',
            data: flats,
            markerSize: 6,
            valueFormatter: (flat) => flat && `${flat.x} m², €${flat.y} a month`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
