import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapCellProps } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const teams = ['Platform', 'Mobile', 'Web', 'Data'];
const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19'];

// Pull requests merged per team and week.
const merged = [
  [12, 15, 9, 14, 17, 11],
  [6, 8, 11, 7, 5, 9],
  [19, 22, 18, 25, 21, 24],
  [4, 3, 7, 6, 8, 5],
];

const cells: HeatmapValueType[] = merged.flatMap((row, teamIndex) =>
  row.map((count, weekIndex): HeatmapValueType => [weekIndex, teamIndex, count]),
);

// Replaces the default square: a rounded tile with a gap around it, and the value written on it.
function RoundedCell(props: HeatmapCellProps) {
  const { x, y, width, height, ownerState, ...other } = props;
  const theme = useTheme();
  const gap = 3;
  return (
    <g>
      <rect
        // `other` carries the pointer handlers that open the tooltip: keep them on the shape.
        {...other}
        x={x + gap}
        y={y + gap}
        width={Math.max(width - 2 * gap, 0)}
        height={Math.max(height - 2 * gap, 0)}
        rx={6}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.4 : 1}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        pointerEvents="none"
        fontSize={13}
        // A text colour that stays readable on the cell, whatever its shade.
        fill={theme.palette.getContrastText(ownerState.color)}
      >
        {ownerState.value}
      </text>
    </g>
  );
}

export default function HeatmapPageCustomCell() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Heatmap
        height={280}
        xAxis={[{ data: weeks }]}
        yAxis={[{ data: teams, width: 70 }]}
        zAxis={[
          { colorMap: { type: 'continuous', min: 0, max: 25, color: ['#e3f2fd', '#1565c0'] } },
        ]}
        series={[
          {
            data: cells,
            label: 'Merged pull requests',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        slots={{ cell: RoundedCell }}
      />
    </Box>
  );
}
