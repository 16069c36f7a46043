import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// Where a household's monthly budget goes, in dollars.
const budget = [
  { id: 'housing', label: 'Housing', value: 1650 },
  { id: 'food', label: 'Food', value: 720 },
  { id: 'transport', label: 'Transport', value: 410 },
  { id: 'savings', label: 'Savings', value: 500 },
  { id: 'leisure', label: 'Leisure', value: 260 },
  { id: 'other', label: 'Other', value: 90 },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function LabelPieArcs() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: budget,
          innerRadius: '40%',
          // Show each slice's share of the total.
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          // Skip labels on slices narrower than 20 degrees.
          arcLabelMinAngle: 20,
          // Place labels closer to the outer edge than the default midpoint.
          arcLabelRadius: '80%',
          valueFormatter: (item) => `$${item.value}`,
        },
      ]}
      sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 700 } }}
    />
  );
}
