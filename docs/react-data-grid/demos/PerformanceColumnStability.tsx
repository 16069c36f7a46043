import { useEffect, useRef, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  sensor: `Greenhouse sensor ${index + 1}`,
  humidity: 55 + ((index * 7) % 30),
}));

// Builds the columns; `counter` counts every call of renderCell.
function makeColumns(counter: RefObject<number>): GridColDef[] {
  return [
    { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
    {
      field: 'humidity',
      headerName: 'Humidity',
      width: 110,
      renderCell: (params: GridRenderCellParams) => {
        counter.current += 1;
        return `${params.value} %`;
      },
    },
  ];
}

// Reads the counter a few times per second, outside the grid's render.
function RenderCount({ counter, label }: { counter: RefObject<number>; label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCount(counter.current), 250);
    return () => clearInterval(timer);
  }, [counter]);
  return <Typography variant="body2">{label}: {count} renderCell calls</Typography>;
}

export default function PerformanceColumnStability() {
  const [renders, setRenders] = useState(0);
  const unstableCount = useRef(0);
  const stableCount = useRef(0);

  // Built once: the same array on every render of this component.
  const [stableColumns] = useState(() => makeColumns(stableCount));
  // Built on every render: a new array each time.
  const unstableColumns = makeColumns(unstableCount);

  return (
    <Stack spacing={1.5}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRenders(renders + 1)}
      >
        Re-render the parent ({renders})
      </Button>
      <RenderCount counter={unstableCount} label="New columns on each render" />
      <div style={{ height: 200, width: '100%' }}>
        <DataGrid rows={rows} columns={unstableColumns} hideFooter density="compact" />
      </div>
      <RenderCount counter={stableCount} label="Stable columns" />
      <div style={{ height: 200, width: '100%' }}>
        <DataGrid rows={rows} columns={stableColumns} hideFooter density="compact" />
      </div>
    </Stack>
  );
}
