import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Electricity generation of one country by source, in percent.
// The labels name the year, because the tooltip shows only the slice label.
const mix2005: PieValueType[] = [
  { id: 'coal-2005', label: 'Coal (2005)', value: 48, color: '#5d4037' },
  { id: 'gas-2005', label: 'Gas (2005)', value: 21, color: '#ff8f00' },
  { id: 'nuclear-2005', label: 'Nuclear (2005)', value: 20, color: '#7b1fa2' },
  { id: 'renewables-2005', label: 'Renewables (2005)', value: 11, color: '#2e7d32' },
];
const mix2025: PieValueType[] = [
  { id: 'coal-2025', label: 'Coal (2025)', value: 14, color: '#5d4037' },
  { id: 'gas-2025', label: 'Gas (2025)', value: 24, color: '#ff8f00' },
  { id: 'nuclear-2025', label: 'Nuclear (2025)', value: 9, color: '#7b1fa2' },
  { id: 'renewables-2025', label: 'Renewables (2025)', value: 53, color: '#2e7d32' },
];

function formatShare(item: PieValueType): string {
  return `${item.value}%`;
}

export default function PieTwoRingsEnergy() {
  return (
    <PieChart
      height={300}
      series={[
        // Inner ring: 2005. Outer ring: 2025.
        { id: '2005', data: mix2005, outerRadius: '55%', valueFormatter: formatShare },
        {
          id: '2025',
          data: mix2025,
          innerRadius: '62%',
          outerRadius: '100%',
          arcLabel: 'formattedValue',
          valueFormatter: formatShare,
        },
      ]}
      hideLegend
    />
  );
}
