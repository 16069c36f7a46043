import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Seats won by each party in a 150-seat regional parliament.
const seats: PieValueType[] = [
  { id: 'greens', label: 'Greens', value: 21, color: '#43a047' },
  { id: 'social', label: 'Social Democrats', value: 38, color: '#e53935' },
  { id: 'liberals', label: 'Liberals', value: 27, color: '#fdd835' },
  { id: 'christian', label: 'Christian Democrats', value: 46, color: '#212121' },
  { id: 'independents', label: 'Independents', value: 18, color: '#8e24aa' },
];

export default function PieParliamentSeats() {
  return (
    <PieChart
      height={170}
      series={[
        {
          data: seats,
          // From 9 o'clock to 3 o'clock, through the top.
          startAngle: -90,
          endAngle: 90,
          // Put the centre on the bottom edge and grow the radius past the default.
          cy: '100%',
          innerRadius: '90%',
          outerRadius: '180%',
          arcLabel: 'value',
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}
