import { BarChart } from '@mui/x-charts/BarChart';

// The first day of each month of two years.
const months = Array.from({ length: 24 }, (_, index) => new Date(2023, index, 1));
// Bookings of a holiday cottage per month: busy summers, quiet winters.
const bookings = [3, 4, 7, 12, 16, 24, 29, 30, 19, 11, 5, 8, 4, 5, 9, 14, 18, 26, 30, 31, 21, 12, 6, 9];

export default function AxisGroupedTicks() {
  return (
    <BarChart
      height={340}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // One row per group, from the first (next to the axis) to the last.
          groups: [
            {
              getValue: (date: Date) => date.toLocaleDateString('en-US', { month: 'short' }),
              // Each row can have its own text style and tick length.
              tickLabelStyle: { fontSize: 11 },
            },
            { getValue: (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}` },
            { getValue: (date: Date) => date.getFullYear() },
          ],
          // Three rows of labels need more room than the default 25 pixels.
          height: 60,
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
        },
      ]}
      series={[{ data: bookings, label: 'Nights booked' }]}
    />
  );
}
