import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily visitors of a museum website in 2025: a seasonal curve with quieter weekends.
const days = Array.from({ length: 365 }, (_, index) => new Date(2025, 0, index + 1));
const visitors = days.map((day, index) => {
  const season = 1200 + 500 * Math.sin(((index - 80) / 365) * 2 * Math.PI);
  const weekend = day.getDay() === 0 || day.getDay() === 6 ? 0.7 : 1;
  return Math.round(season * weekend);
});

export default function ZoomDailyVisitors() {
  return (
    <LineChartPro
      height={320}
      xAxis={[
        {
          scaleType: 'time',
          data: days,
          // Wheel or pinch to zoom, drag to pan.
          zoom: true,
          valueFormatter: (day: Date, context) =>
            context.location === 'tick'
              ? day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })
              : day.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'long' }),
        },
      ]}
      series={[{ data: visitors, label: 'Visitors', showMark: false }]}
    />
  );
}
