import { BarChart } from '@mui/x-charts/BarChart';

type Answer = { source: string; share: number };

// "How do you learn a new framework?" Share of 1,200 developers who ticked each answer.
const answers: Answer[] = [
  { source: 'Official docs', share: 78 },
  { source: 'Video tutorials', share: 54 },
  { source: 'Blog posts', share: 49 },
  { source: 'Q&A sites', share: 45 },
  { source: 'Online courses', share: 33 },
  { source: 'Books', share: 21 },
];

export default function BarHorizontalLearningSurvey() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      dataset={answers}
      yAxis={[{ dataKey: 'source', width: 110, disableTicks: true }]}
      xAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          dataKey: 'share',
          label: 'Developers',
          valueFormatter: (value) => `${value}%`,
          barLabel: (item) => `${item.value}%`,
          barLabelPlacement: 'outside',
        },
      ]}
      borderRadius={4}
      hideLegend
    />
  );
}
