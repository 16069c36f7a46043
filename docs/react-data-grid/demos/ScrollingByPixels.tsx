import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

const hours = Array.from({ length: 24 }, (_, hour) => `h${hour}`);

// 100 sensors, one temperature reading per hour.
const rows: GridValidRowModel[] = Array.from({ length: 100 }, (_, index) => {
  const row: GridValidRowModel = { id: index + 1, sensor: `Hall ${Math.floor(index / 10) + 1}-${(index % 10) + 1}` };
  hours.forEach((field, hour) => {
    row[field] = Math.round(180 + 40 * Math.sin((index + hour) / 5)) / 10;
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  ...hours.map((field, hour) => ({
    field,
    headerName: `${String(hour).padStart(2, '0')}:00`,
    type: 'number' as const,
    width: 80,
  })),
];

export default function ScrollingByPixels() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = useState({ top: 0, left: 0 });

  // Fires on every scroll, whether the user or your code moved the viewport.
  useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
        setPosition({ top: Math.round(params.top), left: Math.round(params.left) });
      }),
    [apiRef],
  );

  const scrollBy = (down: number, right: number) => {
    const current = apiRef.current?.getScrollPosition();
    if (current) {
      apiRef.current?.scroll({ top: current.top + down, left: current.left + right });
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => scrollBy(1000, 0)}>
          Down 1,000 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(0, 400)}>
          Right 400 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>
          Back to start
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          top: {position.top}, left: {position.left}
        </Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </div>
    </Stack>
  );
}
