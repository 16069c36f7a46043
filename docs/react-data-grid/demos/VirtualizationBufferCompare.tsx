import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 120 },
  ...[2024, 2025].flatMap((year) =>
    months.map((month) => ({
      field: `${month}${year}`,
      headerName: `${month} ${year}`,
      type: 'number' as const,
      width: 100,
    })),
  ),
];
const rows = Array.from({ length: 100 }, (_, index) => {
  const row: Record<string, number | string> = { id: index + 1, store: `Store #${index + 101}` };
  columns.slice(1).forEach((column, i) => {
    row[column.field] = 1000 + ((index * 53 + i * 97) % 900) * 10;
  });
  return row;
});

const modes: Record<string, Partial<DataGridProps>> = {
  'Default (150 px)': {},
  'No buffer': { rowBufferPx: 0, columnBufferPx: 0 },
  '1,000 px buffer': { rowBufferPx: 1000, columnBufferPx: 1000 },
  'Virtualization off': { disableVirtualization: true },
};

export default function VirtualizationBufferCompare() {
  const [mode, setMode] = useState('Default (150 px)');
  const [cellCount, setCellCount] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const countCells = () =>
    setCellCount(containerRef.current?.querySelectorAll('[role="gridcell"]').length ?? 0);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: string | null) => {
          if (value) {
            setMode(value);
            setCellCount(null);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(modes).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={countCells}>
          Count cells in the DOM
        </Button>
        <Typography variant="body2">
          {cellCount === null ? '' : `${cellCount} of ${rows.length * columns.length} cells`}
        </Typography>
      </Stack>
      <div ref={containerRef} style={{ height: 360, width: '100%' }}>
        {/* A new key remounts the grid, so each mode starts from a fresh render. */}
        <DataGrid key={mode} rows={rows} columns={columns} {...modes[mode]} />
      </div>
    </Stack>
  );
}
