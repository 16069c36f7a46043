import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Hourly electricity price on a winter day, in euros per MWh.
const hours = Array.from({ length: 24 }, (_, hour) => new Date(2024, 0, 15, hour));
const price = [
  82, 76, 71, 69, 70, 78, 104, 138, 151, 132, 118, 109, 101, 97, 99, 112, 137, 164, 171, 149, 126, 108, 95,
  88,
];
const average = Math.round(price.reduce((sum, value) => sum + value, 0) / price.length);

export default function AxisReferenceLine() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          id: 'time',
          scaleType: 'time',
          data: hours,
          valueFormatter: (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric' }),
        },
      ]}
      yAxis={[{ id: 'price', min: 0, valueFormatter: (value: number) => `€${value}` }]}
      series={[{ data: price, label: 'Price (€/MWh)', showMark: false }]}
    >
      {/* A horizontal line at a value of the y-axis. */}
      <ChartsReferenceLine
        axisId="price"
        y={average}
        label={`Daily average: €${average}`}
        labelAlign="start"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      {/* A vertical line at a value of the x-axis: here a Date, because the axis is a time axis. */}
      <ChartsReferenceLine
        axisId="time"
        x={new Date(2024, 0, 15, 18)}
        label="Evening peak"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f' }}
        labelStyle={{ fill: '#d32f2f' }}
      />
    </LineChart>
  );
}
