import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Answers to "How satisfied are you with our delivery service?" (412 answers).
const answers: PieValueType[] = [
  { id: 'very-unhappy', label: 'Very unhappy', value: 18, color: '#d32f2f' },
  { id: 'unhappy', label: 'Unhappy', value: 41, color: '#f57c00' },
  { id: 'neutral', label: 'Neutral', value: 87, color: '#9e9e9e' },
  { id: 'happy', label: 'Happy', value: 163, color: '#7cb342' },
  { id: 'very-happy', label: 'Very happy', value: 103, color: '#2e7d32' },
];

export default function PieDemoPageHalfDonut() {
  return (
    <PieChart
      height={220}
      series={[
        {
          data: answers,
          // A half circle, from 9 o'clock to 3 o'clock.
          startAngle: -90,
          endAngle: 90,
          cy: '85%',
          innerRadius: '95%',
          outerRadius: '170%',
          // A 2° gap and rounded corners separate the answers.
          paddingAngle: 2,
          cornerRadius: 5,
          valueFormatter: (item) => `${item.value} answers`,
        },
      ]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}
