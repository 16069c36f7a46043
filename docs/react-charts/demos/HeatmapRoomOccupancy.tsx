import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9:00', '11:00', '13:00', '15:00', '17:00'];

// Average occupancy of a meeting room, in percent: one row per weekday, one value per hour.
const occupancy = [
  [35, 80, 20, 75, 40],
  [60, 95, 30, 90, 55],
  [50, 85, 25, 70, 45],
  [65, 90, 35, 85, 50],
  [20, 45, 10, 30, 5],
];

// Each cell is [x index, y index, value]: the indexes point into the axis `data` arrays.
const cells: HeatmapValueType[] = occupancy.flatMap((row, dayIndex) =>
  row.map((percent, hourIndex): HeatmapValueType => [dayIndex, hourIndex, percent]),
);

export default function HeatmapRoomOccupancy() {
  return (
    // Without a licence key, the watermark centres on the nearest positioned ancestor.
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={300}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: hours }]}
        series={[{ data: cells, label: 'Occupancy (%)' }]}
      />
    </Box>
  );
}
