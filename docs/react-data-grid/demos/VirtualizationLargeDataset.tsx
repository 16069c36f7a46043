import { useEffect, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRenderContext,
  type GridValidRowModel,
} from '@mui/x-data-grid';

const ROW_COUNT = 10_000;
const DAY_COUNT = 99; // Plus the Station column: 100 columns.

// One weather station per row, one daily temperature per column.
function createReadings(): GridValidRowModel[] {
  return Array.from({ length: ROW_COUNT }, (_, index) => {
    const row: GridValidRowModel = { id: index + 1, station: `WS-${String(index + 1).padStart(5, '0')}` };
    for (let day = 1; day <= DAY_COUNT; day += 1) {
      row[`day${day}`] = Math.round(150 + 120 * Math.sin(index * 0.37 + day * 0.21)) / 10;
    }
    return row;
  });
}

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 110 },
  ...Array.from({ length: DAY_COUNT }, (_, i) => ({
    field: `day${i + 1}`,
    headerName: `Day ${i + 1}`,
    type: 'number' as const,
    width: 90,
  })),
];

export default function VirtualizationLargeDataset() {
  const rows = useMemo(createReadings, []);
  const apiRef = useGridApiRef();
  const [context, setContext] = useState<GridRenderContext | null>(null);

  // The render context is the range of rows and columns in the DOM, buffer included.
  useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
        if (params.renderContext) {
          setContext(params.renderContext);
        }
      }),
    [apiRef],
  );

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {context &&
          `In the DOM: rows ${context.firstRowIndex + 1}–${context.lastRowIndex} of the 100 on this page, ` +
            `columns ${context.firstColumnIndex + 1}–${context.lastColumnIndex} of ${columns.length}.`}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </div>
    </div>
  );
}
