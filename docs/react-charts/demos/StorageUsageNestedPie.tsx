import { blue, green, orange, purple } from '@mui/material/colors';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

interface Folder {
  name: string;
  shades: Record<200 | 400 | 700, string>;
  children: { name: string; sizeGb: number }[];
}

// Disk usage of a laptop: four top-level folders, each split into subfolders.
const folders: Folder[] = [
  { name: 'Photos', shades: blue, children: [{ name: '2024', sizeGb: 62 }, { name: '2025', sizeGb: 48 }] },
  { name: 'Videos', shades: purple, children: [{ name: 'Holidays', sizeGb: 71 }, { name: 'Screen recordings', sizeGb: 19 }] },
  { name: 'Apps', shades: green, children: [{ name: 'Design', sizeGb: 24 }, { name: 'Games', sizeGb: 38 }, { name: 'Office', sizeGb: 9 }] },
  { name: 'Documents', shades: orange, children: [{ name: 'Work', sizeGb: 14 }, { name: 'Personal', sizeGb: 6 }] },
];

// Inner ring: one slice per folder, sized by the sum of its subfolders.
const inner: PieValueType[] = folders.map((folder) => ({
  id: folder.name,
  label: folder.name,
  value: folder.children.reduce((total, child) => total + child.sizeGb, 0),
  color: folder.shades[700],
}));

// Outer ring: the subfolders, in the same order so each one sits next to its parent.
const outer: PieValueType[] = folders.flatMap((folder) =>
  folder.children.map((child, index) => ({
    id: `${folder.name}/${child.name}`,
    label: `${folder.name} / ${child.name}`,
    value: child.sizeGb,
    color: index % 2 === 0 ? folder.shades[400] : folder.shades[200],
  })),
);

export default function StorageUsageNestedPie() {
  return (
    <PieChart
      height={320}
      hideLegend
      series={[
        {
          data: inner,
          outerRadius: '55%',
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: (item) => `${item.value} GB`,
        },
        {
          data: outer,
          innerRadius: '58%',
          outerRadius: '95%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
    />
  );
}
