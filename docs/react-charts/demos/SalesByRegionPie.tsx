import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Share of annual sales per region, in percent.
const regions: PieValueType[] = [
  { id: 'europe', label: 'Europe', value: 38 },
  { id: 'north-america', label: 'North America', value: 31 },
  { id: 'asia-pacific', label: 'Asia-Pacific', value: 22 },
  { id: 'latin-america', label: 'Latin America', value: 9 },
];

export default function SalesByRegionPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: regions,
          innerRadius: '55%',
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: 'formattedValue',
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
