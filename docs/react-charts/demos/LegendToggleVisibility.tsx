import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25', 'Q4 25'];

// App downloads per platform, in thousands.
export default function LegendToggleVisibility() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      series={[
        { id: 'android', label: 'Android', data: [310, 342, 365, 410, 398, 431, 455, 502] },
        { id: 'ios', label: 'iOS', data: [220, 236, 251, 290, 281, 300, 318, 352] },
        { id: 'web', label: 'Web app', data: [41, 44, 52, 58, 63, 71, 80, 94] },
      ]}
      // Clicking a legend item hides or shows its series.
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      // The web app starts hidden; click its legend item to show it.
      initialHiddenItems={[{ type: 'line', seriesId: 'web' }]}
    />
  );
}
