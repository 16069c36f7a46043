import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterSeries } from '@mui/x-charts/ScatterChart';

type Country = [name: string, gdpPerCapita: number, lifeExpectancy: number];

// GDP per person (US dollars) and life expectancy at birth (years), rounded, around 2023.
const regions: Record<string, Country[]> = {
  Africa: [
    ['Nigeria', 1600, 53.6],
    ['Ethiopia', 1300, 65.6],
    ['Egypt', 3500, 70.2],
    ['Kenya', 2000, 62.1],
    ['South Africa', 6000, 61.5],
    ['Morocco', 3700, 75.3],
  ],
  Americas: [
    ['United States', 81700, 78.4],
    ['Brazil', 10000, 75.8],
    ['Mexico', 13800, 75.0],
    ['Canada', 53400, 81.7],
    ['Colombia', 6900, 77.3],
    ['Chile', 17100, 81.2],
  ],
  Asia: [
    ['Japan', 33800, 84.5],
    ['China', 12600, 78.6],
    ['India', 2500, 70.8],
    ['Indonesia', 4900, 68.3],
    ['Vietnam', 4300, 74.6],
    ['South Korea', 33100, 83.7],
  ],
  Europe: [
    ['Germany', 52700, 80.9],
    ['France', 44500, 82.3],
    ['Italy', 38400, 83.7],
    ['Poland', 22100, 78.0],
    ['Norway', 87900, 83.1],
    ['Romania', 18400, 75.3],
  ],
};

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const series: ScatterSeries[] = Object.entries(regions).map(([region, countries]) => ({
  label: region,
  data: countries.map(([name, x, y]) => ({ id: name, x, y })),
  valueFormatter: (point, { dataIndex }) =>
    point && `${countries[dataIndex][0]}: ${dollars.format(point.x)}, ${point.y} years`,
}));

export default function ScatterGdpLifeLog() {
  return (
    <ScatterChart
      height={340}
      xAxis={[
        {
          // Each step on a log axis is a tenfold increase, so poor and rich countries both get room.
          scaleType: 'log',
          min: 1000,
          max: 100000,
          label: 'GDP per person (log scale)',
          valueFormatter: (value: number) => `$${value / 1000}k`,
        },
      ]}
      yAxis={[{ min: 50, max: 90, label: 'Life expectancy (years)' }]}
      series={series}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
