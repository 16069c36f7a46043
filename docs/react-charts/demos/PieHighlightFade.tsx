import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// How 1,000 survey respondents commute to work.
const commute: PieValueType[] = [
  { id: 'car', label: 'Car', value: 412 },
  { id: 'train', label: 'Train or metro', value: 233 },
  { id: 'bus', label: 'Bus', value: 118 },
  { id: 'bike', label: 'Bicycle', value: 127 },
  { id: 'walk', label: 'Walking', value: 110 },
];

export default function PieHighlightFade() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: commute,
          innerRadius: 40,
          outerRadius: 100,
          paddingAngle: 1,
          cornerRadius: 4,
          // Highlight the slice under the pointer, fade all the others.
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8 },
          faded: { innerRadius: 40, additionalRadius: -15, color: '#bdbdbd' },
        },
      ]}
    />
  );
}
