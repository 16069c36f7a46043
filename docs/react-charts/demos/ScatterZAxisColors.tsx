import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import type { ScatterValueType } from '@mui/x-charts/models';

// Houses sold in one town: floor area (m²), price (thousands of €) and, as `z`, the year built.
const sales: ScatterValueType[] = [
  [72, 215, 1962],
  [85, 248, 1971],
  [96, 262, 1958],
  [110, 331, 1985],
  [118, 305, 1968],
  [124, 389, 1999],
  [131, 402, 2004],
  [140, 371, 1979],
  [148, 468, 2015],
  [155, 455, 2009],
  [162, 430, 1990],
  [170, 532, 2021],
  [184, 548, 2018],
  [196, 510, 1996],
  [210, 615, 2023],
].map(([x, y, z], index) => ({ id: index, x, y, z }));

export default function ScatterZAxisColors() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Price (k€)' }]}
      // Each point is coloured from its `z` value: older houses light, newer ones dark.
      zAxis={[
        { colorMap: { type: 'continuous', min: 1950, max: 2025, color: ['#b3e5fc', '#01579b'] } },
      ]}
      series={[
        {
          label: 'Houses',
          data: sales,
          markerSize: 6,
          valueFormatter: (house) => house && `${house.x} m², €${house.y}k, built ${house.z}`,
        },
      ]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{ legend: { axisDirection: 'z', minLabel: 'Built 1950', maxLabel: '2025' } }}
    />
  );
}
