import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// CPU load of a web server sampled every 5 minutes between 14:00 and 16:00, in percent.
const samples = Array.from({ length: 25 }, (_, index) => new Date(2025, 8, 15, 14, index * 5));
const cpuLoad = [
  38, 41, 45, 43, 52, 61, 74, 86, 91, 88, 79, 66, 58, 55, 49, 47, 52, 63, 71, 84, 82, 69, 54, 46,
  42,
];
const alertLevel = 80;

function formatTime(date: Date): string {
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

export default function LineServerCpuThreshold() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'time', data: samples, valueFormatter: formatTime }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          label: 'CPU load',
          data: cpuLoad,
          showMark: ({ value }) => value >= alertLevel,
          valueFormatter: (value) => `${value}%`,
          color: '#5e35b1',
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    >
      <ChartsReferenceLine
        y={alertLevel}
        label="Alert at 80%"
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '4 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
    </LineChart>
  );
}
