import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Customer = { id: number; name: string; city: string; plan: string };

const names = ['Ana Costa', 'Ben Carter', 'Chen Wei', 'Dana Levi', 'Emeka Obi', 'Fatima Zahra', 'Gus Larsen'];
const cities = ['Lisbon', 'Leeds', 'Lyon', 'Lagos', 'Lima'];
const plans = ['Free', 'Team', 'Business'];
const allCustomers: Customer[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${index + 1}`,
  city: cities[(index * 2) % cities.length],
  plan: plans[index % plans.length],
}));

// A fake server: a row matches when every search word appears in one of its fields.
function searchCustomers(words: string[]): Promise<Customer[]> {
  const rows = allCustomers.filter((customer) =>
    words.every((word) =>
      [customer.name, customer.city, customer.plan].some((text) =>
        text.toLowerCase().includes(word.toLowerCase()),
      ),
    ),
  );
  return new Promise((resolve) => setTimeout(() => resolve(rows), 500));
}

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 120 },
];

export default function ServerFilterQuickSearch() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['team', 'lyon'],
  });
  const [rows, setRows] = useState<Customer[]>([]);
  const [loading, setLoading] = useState(false);
  const words: string[] = filterModel.quickFilterValues ?? [];

  useEffect(() => {
    let active = true;
    setLoading(true);
    searchCustomers(filterModel.quickFilterValues ?? []).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel.quickFilterValues]);

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Sent to the server: quickFilterValues = {JSON.stringify(words)}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnFilter
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          slotProps={{
            toolbar: { quickFilterProps: { debounceMs: 400 } },
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
          }}
        />
      </div>
    </div>
  );
}
