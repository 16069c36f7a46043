import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];

// Share of households with a fibre broadband connection, in percent.
const countries: { label: string; data: number[] }[] = [
  { label: 'Spain', data: [52, 62, 71, 78, 81, 84, 86] },
  { label: 'France', data: [16, 22, 31, 41, 52, 60, 67] },
  { label: 'Italy', data: [9, 12, 17, 23, 30, 36, 42] },
  { label: 'Germany', data: [3, 4, 6, 8, 11, 14, 18] },
];

export default function HighlightingFadedStyles() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={countries.map((country) => ({
        ...country,
        showMark: false,
        // Hover a line: it is highlighted, every other series fades.
        highlightScope: { highlight: 'series', fade: 'global' },
      }))}
      sx={{
        [`& .${lineClasses.line}`]: { strokeWidth: 3 },
        // Replace the default 30% opacity with thin grey lines.
        [`& .${lineClasses.line}[data-faded]`]: { stroke: '#bdbdbd', strokeWidth: 1.5, opacity: 1 },
        [`& .${lineClasses.line}[data-highlighted]`]: { strokeWidth: 5 },
      }}
    />
  );
}
