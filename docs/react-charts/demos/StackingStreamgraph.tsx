import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';

const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];

// Books borrowed from a public library, in thousands, by genre.
const genres: { label: string; data: number[] }[] = [
  { label: 'Crime', data: [42, 44, 47, 45, 48, 61, 55, 50, 49, 51] },
  { label: 'Fantasy', data: [18, 21, 25, 30, 34, 46, 44, 43, 47, 52] },
  { label: 'Biography', data: [25, 24, 22, 23, 21, 24, 22, 20, 19, 20] },
  { label: 'Comics', data: [6, 8, 11, 15, 19, 27, 31, 34, 38, 41] },
  { label: 'Travel', data: [15, 16, 16, 17, 18, 5, 8, 14, 17, 18] },
];

const series: LineSeries[] = genres.map((genre) => ({
  ...genre,
  stack: 'loans',
  area: true,
  showMark: false,
  curve: 'natural',
  // 'wiggle' and 'insideOut' keep the layers as flat as possible.
  stackOffset: 'wiggle',
  stackOrder: 'insideOut',
  valueFormatter: (value) => `${value}k loans`,
}));

export default function StackingStreamgraph() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      // The y values have no meaning of their own in a streamgraph.
      yAxis={[{ position: 'none' }]}
      series={series}
    />
  );
}
