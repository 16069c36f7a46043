import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const shortDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const longDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hours = [8, 12, 16, 20];

// Cycles rented from a bike-share station, per day and start hour.
const rentals = [
  [48, 30, 41, 19],
  [52, 28, 44, 22],
  [50, 33, 46, 25],
  [47, 31, 49, 28],
  [39, 36, 55, 34],
  [12, 44, 58, 31],
  [9, 40, 51, 17],
];

const cells: HeatmapValueType[] = rentals.flatMap((row, dayIndex) =>
  row.map((count, hourIndex): HeatmapValueType => [dayIndex, hourIndex, count]),
);

export default function HeatmapTooltipFormat() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={300}
        xAxis={[
          {
            data: shortDays,
            // Short names on the ticks, full names in the tooltip.
            valueFormatter: (day: string, context) =>
              context.location === 'tooltip' ? longDays[shortDays.indexOf(day)] : day,
          },
        ]}
        yAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 60, color: ['#e3f2fd', '#0d47a1'] } }]}
        series={[
          {
            data: cells,
            label: 'Rentals',
            // The formatter receives the whole cell: [x index, y index, value].
            valueFormatter: (cell) => `${cell[2]} bikes`,
          },
        ]}
      />
    </Box>
  );
}
