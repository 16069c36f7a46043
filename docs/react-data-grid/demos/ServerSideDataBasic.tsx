import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridFilterItem,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  city: string;
  orders: number;
}

const firstNames = ['Ana', 'Ben', 'Chloé', 'Dev', 'Elif', 'Finn', 'Grace', 'Hugo', 'Ines', 'Jamal', 'Kira', 'Luca'];
const lastNames = ['Moreau', 'Okoro', 'Silva', 'Berg', 'Kaya', 'Walsh', 'Ito', 'Novak', 'Patel', 'Reyes'];
const cities = ['Lyon', 'Accra', 'Porto', 'Bergen', 'Izmir', 'Cork', 'Kyoto', 'Brno'];

// The "database": 240 customers that never leave the fake server.
const database: Customer[] = Array.from({ length: 240 }, (_, index) => ({
  id: 1001 + index,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]}`,
  city: cities[(index * 3) % cities.length],
  orders: (index * 17) % 41,
}));

function matches(customer: Customer, { field, operator, value }: GridFilterItem): boolean {
  const cell = String(customer[field as keyof Customer]).toLowerCase();
  const wanted = String(value ?? '').toLowerCase();
  if (wanted === '') {
    return true; // An item without a value does not filter yet.
  }
  switch (operator) {
    case 'contains':
      return cell.includes(wanted);
    case 'equals':
    case '=':
      return cell === wanted;
    case '>':
      return Number(cell) > Number(wanted);
    case '<':
      return Number(cell) < Number(wanted);
    default:
      return true;
  }
}

// Stands in for `GET /customers?…`: filter, sort, then cut out one page.
async function fetchCustomers(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  let result = database.filter((customer) => params.filterModel.items.every((item) => matches(customer, item)));
  const [sort] = params.sortModel;
  if (sort) {
    const key = sort.field as keyof Customer;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  }
  const start = Number(params.start);
  return { rows: result.slice(start, params.end + 1), rowCount: result.length };
}

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
];

export default function ServerSideDataBasic() {
  const [lastRequest, setLastRequest] = useState('');

  // Keep the data source stable: a new object makes the grid start over.
  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: (params) => {
        const { start, end, sortModel, filterModel } = params;
        setLastRequest(JSON.stringify({ start, end, sortModel, filters: filterModel.items }));
        return fetchCustomers(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        getRows(): {lastRequest}
      </Typography>
    </Stack>
  );
}
