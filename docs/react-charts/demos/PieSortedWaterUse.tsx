import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Indoor water use of an average household, in litres per person per day.
// The order here does not matter: the chart sorts the slices.
const waterUse: PieValueType[] = [
  { id: 'laundry', label: 'Laundry', value: 22 },
  { id: 'toilet', label: 'Toilet', value: 36 },
  { id: 'drinking', label: 'Drinking and cooking', value: 6 },
  { id: 'shower', label: 'Shower and bath', value: 47 },
  { id: 'dishes', label: 'Dishes', value: 9 },
  { id: 'taps', label: 'Taps', value: 18 },
];

export default function PieSortedWaterUse() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: waterUse,
          // Largest slice first, clockwise from the top.
          sortingValues: 'desc',
          paddingAngle: 1,
          cornerRadius: 3,
          arcLabel: (item) => `${item.value} L`,
          arcLabelMinAngle: 18,
          valueFormatter: (item) => `${item.value} litres a day`,
        },
      ]}
    />
  );
}
