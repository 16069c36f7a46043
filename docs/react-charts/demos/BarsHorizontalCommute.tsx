import { BarChart } from '@mui/x-charts/BarChart';

// How employees of one company get to work, in percent of respondents.
const modes = ['Car', 'Public transport', 'Bicycle', 'Walking', 'Remote'];
const share = [38, 27, 14, 9, 12];

export default function BarsHorizontalCommute() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: modes, width: 110 }]}
      xAxis={[{ max: 50, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { label: 'Share of commuters', data: share, valueFormatter: (value) => `${value}%` },
      ]}
      hideLegend
    />
  );
}
