import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const cities = ['Oslo', 'Berlin', 'Madrid', 'Cairo'];
const months = ['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'];

// Average daily temperature in °C: one row per city, one value per month.
const temperatures = [
  [-3, 1, 11, 17, 11, 1],
  [1, 5, 14, 19, 15, 5],
  [6, 11, 17, 26, 21, 10],
  [14, 18, 25, 28, 26, 19],
];

const cells: HeatmapValueType[] = temperatures.flatMap((row, cityIndex) =>
  row.map((degrees, monthIndex): HeatmapValueType => [monthIndex, cityIndex, degrees]),
);

export default function HeatmapContinuousScale() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={300}
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 60 }]}
        // Values are placed between `min` and `max`, then coloured from the first colour to the second.
        zAxis={[{ colorMap: { type: 'continuous', min: -5, max: 30, color: ['#2166ac', '#f4a582'] } }]}
        series={[{ data: cells, label: 'Temperature' }]}
        // The Heatmap hides its legend by default; the legend shows the colour scale.
        hideLegend={false}
      />
    </Box>
  );
}
