import { LineChart } from '@mui/x-charts/LineChart';

// Closing price of one share over the first three weeks of June 2025, trading days only.
const tradingDays = [2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20].map(
  (day) => new Date(2025, 5, day),
);
const closingPrice = [
  184.2, 186.9, 185.1, 188.4, 191.0, 189.7, 192.3, 195.8, 194.1, 190.6, 193.2, 196.4, 198.9, 197.5,
  201.3,
];

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function LinesAxisFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: tradingDays,
          // `context.location` tells where the text goes: a short tick, a long tooltip title.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
              : date.toLocaleDateString('en-US', {
                  weekday: 'long',
                  month: 'long',
                  day: 'numeric',
                }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
      series={[
        {
          label: 'Closing price',
          data: closingPrice,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : dollars.format(value)),
        },
      ]}
      hideLegend
    />
  );
}
