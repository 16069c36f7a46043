import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80+'];

// Residents of a mid-sized European country, in thousands.
const men = [472, 498, 541, 602, 618, 655, 571, 402, 186];
const women = [449, 473, 522, 590, 611, 662, 606, 468, 311];

// Men are stored as negative values so their bars grow to the left.
function formatCount(value: number | null): string {
  return value === null ? '' : `${Math.abs(value)}k`;
}

export default function BarPopulationPyramid() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      yAxis={[{ data: ageGroups, reverse: true, categoryGapRatio: 0.1, width: 50 }]}
      xAxis={[{ valueFormatter: (value: number) => formatCount(value) }]}
      series={[
        {
          label: 'Men',
          data: men.map((count) => -count),
          stack: 'population',
          valueFormatter: formatCount,
        },
        { label: 'Women', data: women, stack: 'population', valueFormatter: formatCount },
      ]}
    />
  );
}
