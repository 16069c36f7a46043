import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// New car registrations in 2025, in thousands.
export default function BarsStackGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Registrations (thousands)' }]}
      series={[
        // Series that share a `stack` value pile up into one bar.
        { label: 'Germany, electric', data: [98, 104, 112, 121], stack: 'germany' },
        { label: 'Germany, hybrid', data: [181, 196, 188, 203], stack: 'germany' },
        // A second `stack` value draws a second bar next to the first.
        { label: 'France, electric', data: [72, 79, 74, 88], stack: 'france' },
        { label: 'France, hybrid', data: [146, 158, 149, 162], stack: 'france' },
      ]}
    />
  );
}
