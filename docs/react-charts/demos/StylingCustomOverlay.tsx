import { keyframes, styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const SkeletonBar = styled('rect')(({ theme }) => ({
  fill: theme.palette.action.disabledBackground,
  animation: `${pulse} 1.5s ease-in-out infinite`,
}));

const placeholderHeights = [0.45, 0.7, 0.55, 0.85, 0.6, 0.4];

// Grey bars where the real bars will be, drawn inside the chart's <svg>.
function LoadingBars() {
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'band'>();

  return (
    <g>
      {xScale.domain().map((month, index) => {
        const barHeight = placeholderHeights[index % placeholderHeights.length] * height;
        return (
          <SkeletonBar
            key={String(month)}
            x={xScale(month)}
            y={top + height - barHeight}
            width={xScale.bandwidth()}
            height={barHeight}
          />
        );
      })}
      <text x={xScale.range()[0] + 8} y={top + 16} style={{ fontSize: 14 }} fill="currentColor">
        Fetching the latest figures…
      </text>
    </g>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function StylingCustomOverlay() {
  return (
    <BarChart
      height={300}
      loading
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[{ data: [], label: 'Subscriptions' }]}
      slots={{ loadingOverlay: LoadingBars }}
    />
  );
}
