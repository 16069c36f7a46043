import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly sales of a software reseller, in thousands of dollars.
const sales = [96, 104, 131, 118, 125, 139, 112, 98, 127, 142, 151, 168];
const monthlyTarget = 120;

export default function BarSalesTargetLine() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        {
          label: 'Sales',
          data: sales,
          valueFormatter: (value) => `$${value}k`,
          colorGetter: ({ value }) =>
            value !== null && value >= monthlyTarget ? '#1976d2' : '#90caf9',
          color: '#1976d2',
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine
        y={monthlyTarget}
        label={`Target: $${monthlyTarget}k`}
        labelAlign="end"
        lineStyle={{ stroke: '#ed6c02', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#ed6c02', fontSize: 12 }}
      />
    </BarChart>
  );
}
