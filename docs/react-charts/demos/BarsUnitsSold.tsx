import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Bicycles sold by a regional retailer in 2025, per quarter.
const cityBikes = [420, 610, 730, 380];
const mountainBikes = [210, 390, 470, 190];
const eBikes = [310, 520, 640, 450];

export default function BarsUnitsSold() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Units sold' }]}
      series={[
        { label: 'City bikes', data: cityBikes },
        { label: 'Mountain bikes', data: mountainBikes },
        { label: 'E-bikes', data: eBikes },
      ]}
    />
  );
}
