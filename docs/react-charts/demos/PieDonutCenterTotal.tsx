import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import type { PieValueType } from '@mui/x-charts/models';

// Monthly budget of a small non-profit, in euros.
const budget: PieValueType[] = [
  { id: 'salaries', label: 'Salaries', value: 18400 },
  { id: 'rent', label: 'Rent', value: 3200 },
  { id: 'programs', label: 'Programs', value: 9600 },
  { id: 'marketing', label: 'Outreach', value: 1900 },
  { id: 'it', label: 'IT and tools', value: 1100 },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

// Rendered inside the chart's <svg>, so it can read the drawing area.
function DonutCenterLabel({ title, value }: { title: string; value: string }) {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <React.Fragment>
      <CenterText x={x} y={y - 12} sx={{ fontSize: 13, opacity: 0.7 }}>
        {title}
      </CenterText>
      <CenterText x={x} y={y + 10} sx={{ fontSize: 20, fontWeight: 600 }}>
        {value}
      </CenterText>
    </React.Fragment>
  );
}

export default function PieDonutCenterTotal() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: budget,
          innerRadius: '62%',
          paddingAngle: 1.5,
          cornerRadius: 4,
          valueFormatter: (item) => euros.format(item.value),
        },
      ]}
    >
      <DonutCenterLabel title="Per month" value={euros.format(total)} />
    </PieChart>
  );
}
