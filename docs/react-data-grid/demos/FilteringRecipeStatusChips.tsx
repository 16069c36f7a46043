import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const statuses = ['Open', 'In progress', 'Done'];

const tasks = [
  { id: 1, title: 'Draft the Q3 newsletter', owner: 'Sam Rivera', status: 'Open' },
  { id: 2, title: 'Renew the SSL certificate', owner: 'Noor Aziz', status: 'In progress' },
  { id: 3, title: 'Book the venue for the offsite', owner: 'Sam Rivera', status: 'Done' },
  { id: 4, title: 'Review the pricing page copy', owner: 'Iris Novak', status: 'In progress' },
  { id: 5, title: 'Migrate the blog to the new host', owner: 'Noor Aziz', status: 'Open' },
  { id: 6, title: 'Send the contractor invoices', owner: 'Iris Novak', status: 'Done' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 120 },
];

export default function FilteringRecipeStatusChips() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });

  // The chip state is read from the model, so it follows changes made in the grid too.
  const statusItem = filterModel.items.find(
    (item) => item.field === 'status' && item.operator === 'is',
  );
  const selected: string | undefined = statusItem?.value;

  const selectStatus = (status?: string) =>
    setFilterModel({
      ...filterModel, // Keep the quick filter values.
      items: status ? [{ field: 'status', operator: 'is', value: status }] : [],
    });

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip label="All" color={selected ? 'default' : 'primary'} onClick={() => selectStatus()} />
        {statuses.map((status) => (
          <Chip
            key={status}
            label={status}
            color={selected === status ? 'primary' : 'default'}
            onClick={() => selectStatus(status)}
          />
        ))}
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
