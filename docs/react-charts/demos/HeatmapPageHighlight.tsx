import Box from '@mui/material/Box';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['Morning', 'Midday', 'Afternoon', 'Evening'];

// Orders of a bakery's delivery service: one row per weekday, one value per time slot.
const orders = [
  [42, 18, 25, 31],
  [39, 20, 22, 35],
  [45, 17, 27, 38],
  [41, 21, 24, 44],
  [48, 26, 33, 61],
  [72, 44, 38, 55],
  [85, 52, 29, 24],
];

const cells: HeatmapValueType[] = orders.flatMap((row, dayIndex) =>
  row.map((count, slotIndex): HeatmapValueType => [dayIndex, slotIndex, count]),
);

export default function HeatmapPageHighlight() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={300}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: slots, width: 80 }]}
        zAxis={[
          { colorMap: { type: 'continuous', min: 0, max: 90, color: ['#fff3e0', '#e65100'] } },
        ]}
        series={[
          {
            data: cells,
            label: 'Orders',
            // Highlight the cell under the pointer and fade every other cell.
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // The default effect is a small change of saturation; make it easier to see.
        sx={(theme) => ({
          [`& .${heatmapClasses.cell}.${heatmapClasses.faded}`]: { opacity: 0.35 },
          [`& .${heatmapClasses.cell}.${heatmapClasses.highlighted}`]: {
            stroke: theme.palette.text.primary,
            strokeWidth: 2,
          },
        })}
      />
    </Box>
  );
}
