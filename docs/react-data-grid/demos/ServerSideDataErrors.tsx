import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
}

const clients = ['Birch Legal', 'Cedar Dental', 'Maple Print', 'Rowan Tech', 'Willow Farms'];
const database: Invoice[] = Array.from({ length: 60 }, (_, index) => ({
  id: `INV-${3100 + index}`,
  client: clients[index % clients.length],
  amount: 120 + ((index * 263) % 2900),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

export default function ServerSideDataErrors() {
  const apiRef = useGridApiRef();
  const serverDown = useRef(false);
  const [down, setDown] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        if (serverDown.current) {
          throw new Error('503 Service Unavailable');
        }
        return { rows: database.slice(Number(start), end + 1), rowCount: database.length };
      },
    }),
    [],
  );

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
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
      {error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>Retry</Button>}>
          {error}
        </Alert>
      )}
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              const page = (dataSourceError.params.paginationModel?.page ?? 0) + 1;
              setError(`Page ${page} could not be loaded: ${dataSourceError.message}`);
            }
          }}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
    </Stack>
  );
}
