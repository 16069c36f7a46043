import { BarChart } from '@mui/x-charts/BarChart';

type MedalRow = {
  country: string;
  gold: number;
  silver: number;
  bronze: number;
};

// Medals won at the Paris 2024 Summer Olympics by the five leading countries.
const medals: MedalRow[] = [
  { country: 'United States', gold: 40, silver: 44, bronze: 42 },
  { country: 'China', gold: 40, silver: 27, bronze: 24 },
  { country: 'Japan', gold: 20, silver: 12, bronze: 13 },
  { country: 'Australia', gold: 18, silver: 19, bronze: 16 },
  { country: 'France', gold: 16, silver: 26, bronze: 22 },
];

export default function BarGroupedMedals() {
  return (
    <BarChart
      height={320}
      dataset={medals}
      xAxis={[{ dataKey: 'country', categoryGapRatio: 0.3, barGapRatio: 0.05 }]}
      series={[
        { dataKey: 'gold', label: 'Gold', color: '#d4a017' },
        { dataKey: 'silver', label: 'Silver', color: '#a8a9ad' },
        { dataKey: 'bronze', label: 'Bronze', color: '#b0693c' },
      ]}
      borderRadius={3}
      grid={{ horizontal: true }}
    />
  );
}
