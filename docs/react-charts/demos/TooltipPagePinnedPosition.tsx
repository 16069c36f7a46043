import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useSvgRef, useXScale } from '@mui/x-charts/hooks';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'];
// Support tickets of a software company, opened and solved per quarter.
const opened = [1240, 1380, 1190, 1560, 1490, 1320];
const solved = [1180, 1310, 1250, 1420, 1530, 1360];

// Opens above the hovered column, on the top edge of the drawing area,
// wherever the pointer is inside the column.
function PinnedAxisTooltip() {
  const tooltipData = useAxesTooltip();
  const svgRef = useSvgRef();
  const xScale = useXScale<'band'>();
  const { top } = useDrawingArea();

  if (tooltipData === null || tooltipData.length === 0 || svgRef.current === null) {
    return null;
  }
  const { axisValue, axisFormattedValue, seriesItems } = tooltipData[0];
  const bandStart = xScale(axisValue as string);
  if (bandStart === undefined) {
    return null;
  }
  const svg = svgRef.current;
  const x = bandStart + xScale.bandwidth() / 2;

  // A virtual element: Popper only needs its bounding rectangle.
  const anchorEl = {
    getBoundingClientRect: () => {
      const svgRect = svg.getBoundingClientRect();
      return new DOMRect(svgRect.left + x, svgRect.top + top, 0, 0);
    },
  };

  return (
    <Popper
      open
      anchorEl={anchorEl}
      placement="top"
      sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}
    >
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, mb: 1 }}>
        <Typography variant="subtitle2">{axisFormattedValue}</Typography>
        {seriesItems.map((item) => (
          <Typography key={item.seriesId} variant="body2" sx={{ color: 'text.secondary' }}>
            {item.formattedLabel}: {item.formattedValue}
          </Typography>
        ))}
      </Paper>
    </Popper>
  );
}

export default function TooltipPagePinnedPosition() {
  return (
    <BarChart
      height={300}
      margin={{ top: 40 }}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { label: 'Opened', data: opened },
        { label: 'Solved', data: solved },
      ]}
      slots={{ tooltip: PinnedAxisTooltip }}
    />
  );
}
