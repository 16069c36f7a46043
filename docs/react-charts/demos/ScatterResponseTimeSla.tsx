import { ScatterChart } from '@mui/x-charts/ScatterChart';

// One hour of an API's traffic, one point a minute: requests per second and the
// 95th-percentile response time in milliseconds. A fixed formula stands in for real logs.
const minutes = Array.from({ length: 60 }, (_, minute) => {
  const jitter = (Math.sin(minute * 7.13) + 1) / 2;
  const load = Math.round(120 + 380 * jitter + 60 * Math.sin(minute / 6));
  const latency = Math.round(90 + (load / 520) ** 4 * 620 + 40 * jitter);
  return { id: minute, x: load, y: latency };
});

export default function ScatterResponseTimeSla() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Requests per second' }]}
      yAxis={[
        {
          label: 'p95 response time (ms)',
          // Green under 200 ms, orange up to 500 ms, red above: the service-level targets.
          colorMap: {
            type: 'piecewise',
            thresholds: [200, 500],
            colors: ['#2e7d32', '#ef6c00', '#c62828'],
          },
        },
      ]}
      series={[
        {
          label: 'Minutes',
          data: minutes,
          valueFormatter: (point) => point && `${point.x} req/s, ${point.y} ms`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
