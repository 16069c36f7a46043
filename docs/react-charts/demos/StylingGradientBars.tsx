import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// The id of the <linearGradient> below. It must be unique on the page.
const gradientId = 'styling-gradient-bars';

// Revenue of a small studio, in thousands of dollars.
export default function StylingGradientBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[{ id: 'revenue', label: 'Revenue (k$)', data: [84, 97, 112, 136], color: '#7b1fa2' }]}
      // CSS `fill` wins over the colour the chart sets on each bar.
      sx={{ [`& .${barClasses.element}`]: { fill: `url(#${gradientId})` } }}
      borderRadius={6}
    >
      {/* Children of a chart are rendered inside its <svg>. */}
      <defs>
        {/* By default, the gradient spans each bar from its top (y1=0) to its bottom (y2=1). */}
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ab47bc" />
          <stop offset="100%" stopColor="#4a148c" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
