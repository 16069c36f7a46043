import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Where a household's monthly net income goes, in euros.
const links = [
  { source: 'salary', target: 'income', value: 3600 },
  { source: 'freelance', target: 'income', value: 900 },
  { source: 'income', target: 'housing', value: 1500 },
  { source: 'income', target: 'living', value: 1700 },
  { source: 'income', target: 'savings', value: 1300 },
  { source: 'living', target: 'groceries', value: 750 },
  { source: 'living', target: 'transport', value: 420 },
  { source: 'living', target: 'leisure', value: 530 },
];

// Optional: nodes give the ids readable labels.
const nodes = [
  { id: 'salary', label: 'Salary' },
  { id: 'freelance', label: 'Freelance' },
  { id: 'income', label: 'Net income' },
  { id: 'housing', label: 'Rent and bills' },
  { id: 'living', label: 'Living costs' },
  { id: 'savings', label: 'Savings' },
  { id: 'groceries', label: 'Groceries' },
  { id: 'transport', label: 'Transport' },
  { id: 'leisure', label: 'Leisure' },
];

export default function HouseholdBudgetSankey() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: { nodes, links },
        valueFormatter: (value) => `€${value.toLocaleString('en-US')}`,
      }}
    />
  );
}
