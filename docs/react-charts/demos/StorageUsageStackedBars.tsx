import { blue, green, orange, purple } from '@mui/material/colors';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';

interface Subfolder {
  folder: string;
  name: string;
  sizeGb: number;
}

const subfolders: Subfolder[] = [
  { folder: 'Photos', name: '2024', sizeGb: 62 },
  { folder: 'Photos', name: '2025', sizeGb: 48 },
  { folder: 'Videos', name: 'Holidays', sizeGb: 71 },
  { folder: 'Videos', name: 'Screen recordings', sizeGb: 19 },
  { folder: 'Apps', name: 'Design', sizeGb: 24 },
  { folder: 'Apps', name: 'Games', sizeGb: 38 },
  { folder: 'Apps', name: 'Office', sizeGb: 9 },
  { folder: 'Documents', name: 'Work', sizeGb: 14 },
  { folder: 'Documents', name: 'Personal', sizeGb: 6 },
];

// Largest first, so the ranking reads from top to bottom.
const ranked = [...subfolders].sort((a, b) => b.sizeGb - a.sizeGb);
// The same colours as the inner ring of the pie above.
const folderColors: Record<string, string> = {
  Photos: blue[700],
  Videos: purple[700],
  Apps: green[700],
  Documents: orange[700],
};

// One series per parent folder, with a value only on its own subfolders.
// Stacking them all together keeps one full-height bar per row.
const series: BarSeries[] = Object.entries(folderColors).map(([folder, color]) => ({
  label: folder,
  color,
  stack: 'usage',
  data: ranked.map((item) => (item.folder === folder ? item.sizeGb : null)),
  valueFormatter: (value) => (value === null ? null : `${value} GB`),
}));

export default function StorageUsageStackedBars() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ranked.map((item) => item.name), width: 120 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value} GB` }]}
      series={series}
    />
  );
}
