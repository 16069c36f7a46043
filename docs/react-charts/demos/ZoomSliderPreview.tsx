import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly wholesale electricity price over one week, in €/MWh: two daily peaks, cheaper weekends.
const hours = Array.from({ length: 24 * 7 }, (_, index) => new Date(2025, 2, 3, index));
const prices = hours.map((hour) => {
  const h = hour.getHours();
  const peaks = 35 * Math.exp(-((h - 8) ** 2) / 6) + 45 * Math.exp(-((h - 19) ** 2) / 5);
  const weekend = hour.getDay() === 0 || hour.getDay() === 6 ? 0.75 : 1;
  return Math.round((62 + peaks) * weekend);
});

export default function ZoomSliderPreview() {
  return (
    <LineChartPro
      height={340}
      xAxis={[
        {
          scaleType: 'time',
          data: hours,
          valueFormatter: (hour: Date) =>
            hour.toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
          zoom: {
            // A slider under the axis, with a small copy of the chart behind it.
            slider: { enabled: true, preview: true },
          },
        },
      ]}
      yAxis={[{ label: '€/MWh', width: 50 }]}
      series={[{ data: prices, label: 'Price', showMark: false, area: true }]}
    />
  );
}
