import { PieChart } from '@mui/x-charts/PieChart';

// Ids of the <pattern> elements below. They must be unique on the page.
const patterns = {
  stripes: 'styling-pattern-pie-stripes',
  dots: 'styling-pattern-pie-dots',
  grid: 'styling-pattern-pie-grid',
};

// How commuters get to work in a mid-sized city, in percent.
const modes = [
  // A `url(#id)` colour fills the slice, and the legend and tooltip marks, with the pattern.
  { id: 'car', label: 'Car', value: 46, color: `url(#${patterns.stripes})` },
  { id: 'transit', label: 'Public transport', value: 27, color: `url(#${patterns.dots})` },
  { id: 'bike', label: 'Bicycle', value: 15, color: `url(#${patterns.grid})` },
  { id: 'walk', label: 'On foot', value: 12, color: '#90a4ae' },
];

export default function StylingPatternPie() {
  return (
    <PieChart
      height={280}
      series={[{ data: modes, innerRadius: 40, valueFormatter: (item) => `${item.value}%` }]}
    >
      <defs>
        {/* `userSpaceOnUse`: the pattern keeps its size, whatever the size of the shape. */}
        <pattern
          id={patterns.stripes}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill="#1565c0" />
          <rect width="3" height="8" fill="#64b5f6" />
        </pattern>
        <pattern id={patterns.dots} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#ef6c00" />
          <circle cx="4" cy="4" r="2" fill="#ffe0b2" />
        </pattern>
        <pattern id={patterns.grid} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#2e7d32" />
          <path d="M 8 0 L 0 0 0 8" fill="none" stroke="#a5d6a7" strokeWidth="2" />
        </pattern>
      </defs>
    </PieChart>
  );
}
