import { LineChart } from '@mui/x-charts/LineChart';

// Mean daily temperature in a city over a year: day i is January 1st plus i days.
const dates = Array.from({ length: 365 }, (_, index) => new Date(2023, 0, 1 + index));
const temperature = dates.map(
  (_, index) =>
    Math.round((12 - 10 * Math.cos((2 * Math.PI * (index - 15)) / 365) + 2 * Math.sin(index / 3)) * 10) / 10,
);

// One tick on the first day of each season, and nowhere else.
const seasonStarts = [
  new Date(2023, 2, 20),
  new Date(2023, 5, 21),
  new Date(2023, 8, 23),
  new Date(2023, 11, 21),
];
const seasonNames = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function AxisTickInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: dates,
          tickInterval: seasonStarts,
          // Season names on the ticks, the full date in the tooltip.
          valueFormatter: (date: Date, context) => {
            const season = seasonStarts.findIndex((start) => start.getTime() === date.getTime());
            return context.location === 'tick' && season !== -1
              ? seasonNames[season]
              : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
          },
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[{ data: temperature, label: 'Mean temperature', showMark: false }]}
    />
  );
}
