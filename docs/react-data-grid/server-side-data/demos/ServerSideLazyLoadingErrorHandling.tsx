import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';

interface Parcel {
  id: string;
  city: string;
  weight: number;
}

const cities = ['Ghent', 'Tartu', 'Bilbao', 'Poznań', 'Aarhus', 'Turin', 'Graz'];
const TOTAL = 2_000;

const parcels: Parcel[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: `PX-${String(index + 1).padStart(5, '0')}`,
  city: cities[(index * 3) % cities.length],
  weight: (50 + ((index * 613) % 2950)) / 100,
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 120 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ServerSideLazyLoadingErrorHandling() {
  const apiRef = useGridApiRef();
  const serverDown = useRef(false);
  const [down, setDown] = useState(false);
  const [failure, setFailure] = useState<{ start: number; end: number; message: string } | null>(null);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        if (serverDown.current) {
          throw new Error('504 Gateway Timeout');
        }
        return { rows: parcels.slice(Number(start), end + 1), rowCount: TOTAL };
      },
    }),
    [],
  );

  const retry = () => {
    if (failure) {
      setFailure(null);
      // Request the failed range again. Without arguments, `fetchRows()` would request the rows in view.
      apiRef.current?.dataSource.fetchRows(undefined, { start: failure.start, end: failure.end });
    }
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={down}
            onChange={(event) => {
              serverDown.current = event.target.checked;
              setDown(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
      />
      <Alert
        severity={failure ? 'error' : 'info'}
        action={
          <Button color="inherit" size="small" onClick={retry} disabled={!failure}>
            Retry
          </Button>
        }
      >
        {failure
          ? `Rows ${failure.start + 1}–${failure.end + 1} could not be loaded: ${failure.message}`
          : 'No request has failed.'}
      </Alert>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              const { start, end } = dataSourceError.params;
              setFailure({ start: Number(start), end, message: dataSourceError.message });
            }
          }}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
    </Stack>
  );
}
