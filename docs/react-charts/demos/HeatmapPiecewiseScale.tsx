import Box from '@mui/material/Box';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const stations = ['Harbour', 'Centre', 'Airport', 'Park'];

// Air quality index per station and day.
const airQuality = [
  [42, 58, 71, 104, 96, 38, 30],
  [65, 88, 112, 156, 131, 70, 54],
  [78, 92, 99, 121, 118, 84, 76],
  [25, 31, 44, 63, 57, 22, 19],
];

// One name per colour band, from the lowest to the highest.
const bandNames = ['Good', 'Moderate', 'Unhealthy for some', 'Unhealthy'];

const cells: HeatmapValueType[] = airQuality.flatMap((row, stationIndex) =>
  row.map((index, dayIndex): HeatmapValueType => [dayIndex, stationIndex, index]),
);

export default function HeatmapPiecewiseScale() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={300}
        xAxis={[{ data: days }]}
        yAxis={[{ data: stations, width: 70 }]}
        // Three thresholds make four bands, so four colours.
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [50, 100, 150],
              colors: ['#66bb6a', '#ffee58', '#ffa726', '#ef5350'],
            },
          },
        ]}
        series={[{ data: cells, label: 'Air quality index' }]}
        hideLegend={false}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{ legend: { labelPosition: 'end', labelFormatter: ({ index }) => bandNames[index] } }}
      />
    </Box>
  );
}
