import { LineChart } from '@mui/x-charts/LineChart';

// Time-of-use electricity price for households on a weekday, in cents per kWh.
// Each price holds from its hour until the next change.
const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
const price = hours.map((_, hour) => {
  if (hour < 7) return 14;
  if (hour < 11) return 31;
  if (hour < 16) return 22;
  if (hour < 21) return 38;
  return 14;
});

export default function LineElectricityTariff() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'band', data: hours, tickLabelInterval: (_, index) => index % 3 === 0 }]}
      yAxis={[{ min: 0, max: 40, valueFormatter: (value: number) => `${value}¢` }]}
      series={[
        {
          label: 'Price per kWh',
          data: price,
          curve: 'stepAfter',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} ¢/kWh`,
          color: '#00897b',
        },
      ]}
      hideLegend
    />
  );
}
