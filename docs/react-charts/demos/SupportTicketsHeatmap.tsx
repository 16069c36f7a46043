import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const timeSlots = ['00–06', '06–12', '12–18', '18–24'];

// Support tickets opened last month: one inner array per weekday, one count per time slot.
const ticketCounts = [
  [12, 96, 118, 41],
  [9, 104, 121, 38],
  [11, 99, 112, 44],
  [10, 92, 109, 47],
  [14, 85, 97, 52],
  [18, 40, 46, 33],
  [16, 31, 38, 29],
];

// Each cell is [x index, y index, value].
const cells: HeatmapValueType[] = ticketCounts.flatMap((row, dayIndex) =>
  row.map((count, slotIndex): HeatmapValueType => [dayIndex, slotIndex, count]),
);

export default function SupportTicketsHeatmap() {
  return (
    // Without a licence key, the watermark centres on the nearest positioned ancestor.
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={280}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: timeSlots }]}
        series={[{ data: cells, label: 'Tickets' }]}
        // The default colour scale stops at 100; this one spans the busiest slot.
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 125, color: ['#e3f2fd', '#0d47a1'] } }]}
      />
    </Box>
  );
}
