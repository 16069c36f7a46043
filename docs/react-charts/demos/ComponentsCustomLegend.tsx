import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useLegend } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// The legend slot renders HTML next to the <svg>, inside the chart's data context.
function TotalsLegend() {
  const { items } = useLegend();
  const series = useBarSeries();

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', mb: 1 }}>
      {items.map((item) => {
        const data = series.find((s) => s.id === item.seriesId)?.data ?? [];
        const total = data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        return (
          <Stack key={item.seriesId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
            <Typography variant="body2">{item.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {total} k$
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function ComponentsCustomLegend() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [120, 145, 160, 190], label: 'Subscriptions' },
        { data: [80, 72, 95, 110], label: 'Services' },
      ]}
      slots={{ legend: TotalsLegend }}
    />
  );
}
