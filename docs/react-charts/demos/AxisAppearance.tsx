import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['JavaScript', 'Python', 'TypeScript', 'Java', 'C#', 'C++', 'PHP', 'Go'];
// Share of respondents who used each language in the past year, in percent.
const usage = [62, 51, 38, 30, 27, 23, 18, 13];

export default function AxisAppearance() {
  return (
    <BarChart
      height={340}
      xAxis={[
        {
          scaleType: 'band',
          data: languages,
          // Rotated labels need a taller axis, or they are cut with an ellipsis.
          height: 70,
          tickLabelStyle: { angle: -40, fontSize: 12 },
          disableTicks: true,
        },
      ]}
      yAxis={[
        {
          label: 'Respondents (%)',
          disableLine: true,
          disableTicks: true,
        },
      ]}
      series={[{ data: usage, label: 'Used in the past year' }]}
      hideLegend
    />
  );
}
