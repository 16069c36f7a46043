import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Yearly spending of a household, in euros: three groups, each split into items.
const groups = [
  {
    id: 'home',
    label: 'Home',
    color: '#1e88e5',
    items: [
      { id: 'rent', label: 'Rent', value: 11400, color: '#1e88e5' },
      { id: 'energy', label: 'Energy', value: 1850, color: '#64b5f6' },
      { id: 'insurance', label: 'Insurance', value: 640, color: '#90caf9' },
    ],
  },
  {
    id: 'living',
    label: 'Living',
    color: '#43a047',
    items: [
      { id: 'groceries', label: 'Groceries', value: 6200, color: '#43a047' },
      { id: 'restaurants', label: 'Restaurants', value: 1900, color: '#81c784' },
      { id: 'clothes', label: 'Clothes', value: 1100, color: '#a5d6a7' },
    ],
  },
  {
    id: 'transport',
    label: 'Transport',
    color: '#fb8c00',
    items: [
      { id: 'car', label: 'Car', value: 3300, color: '#fb8c00' },
      { id: 'public', label: 'Public transport', value: 780, color: '#ffb74d' },
    ],
  },
];

// Inner ring: one slice per group, the sum of its items.
const groupSlices: PieValueType[] = groups.map((group) => ({
  id: group.id,
  label: group.label,
  color: group.color,
  value: group.items.reduce((sum, item) => sum + item.value, 0),
}));

// Outer ring: every item, in the same order as the groups, so each item sits
// next to its group. Each item has a shade of its group's colour.
const itemSlices: PieValueType[] = groups.flatMap((group) => group.items);

const euros = (item: PieValueType) => `${item.value.toLocaleString('en-IE')} €`;

export default function PieDemoPageTwoLevel() {
  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'groups',
          data: groupSlices,
          outerRadius: '58%',
          arcLabel: 'label',
          valueFormatter: euros,
        },
        {
          id: 'items',
          data: itemSlices,
          innerRadius: '62%',
          outerRadius: '100%',
          paddingAngle: 0.5,
          valueFormatter: euros,
        },
      ]}
      hideLegend
    />
  );
}
