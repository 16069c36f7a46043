import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

function TotalContent() {
  // One entry per axis under the pointer: here, only the x-axis.
  const axes = useAxesTooltip();
  if (axes === null || axes.length === 0) {
    return null;
  }
  const { dataIndex, seriesItems } = axes[0];
  const total = seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 160 }}>
      <Typography variant="subtitle2">Week {dataIndex + 1}</Typography>
      {seriesItems.map((item) => (
        <Box key={item.seriesId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ChartsLabelMark type={item.markType} color={item.color} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, pt: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 600 }}>
        Total: {total} orders
      </Typography>
    </Paper>
  );
}

function TotalTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <TotalContent />
    </ChartsTooltipContainer>
  );
}

// Orders per week of a bakery, by channel.
export default function TooltipStackTotal() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={[
        { label: 'In shop', data: [410, 395, 428, 450, 462, 501], stack: 'orders' },
        { label: 'Phone', data: [64, 70, 58, 61, 73, 80], stack: 'orders' },
        { label: 'Delivery app', data: [120, 134, 151, 149, 166, 188], stack: 'orders' },
      ]}
      slots={{ tooltip: TotalTooltip }}
    />
  );
}
