import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of a pricing page in March, step by step.
const steps = [
  { label: 'Visited pricing', value: 12800 },
  { label: 'Started sign-up', value: 4300 },
  { label: 'Confirmed email', value: 3100 },
  { label: 'Chose a plan', value: 1250 },
  { label: 'Paid', value: 610 },
];

export default function SignupFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: steps,
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} people`,
        },
      ]}
    />
  );
}
