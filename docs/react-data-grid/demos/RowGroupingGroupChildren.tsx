import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';

interface Member {
  id: number;
  name: string;
  email: string;
  team: string;
  active: boolean;
}

const members: Member[] = [
  { id: 1, name: 'Hana Kim', email: 'hana.kim@example.com', team: 'Platform', active: true },
  { id: 2, name: 'Olu Adeyemi', email: 'olu.adeyemi@example.com', team: 'Platform', active: true },
  { id: 3, name: 'Freya Nilsen', email: 'freya.nilsen@example.com', team: 'Platform', active: false },
  { id: 4, name: 'Rafael Costa', email: 'rafael.costa@example.com', team: 'Growth', active: true },
  { id: 5, name: 'Maya Levi', email: 'maya.levi@example.com', team: 'Growth', active: true },
  { id: 6, name: 'Arjun Mehta', email: 'arjun.mehta@example.com', team: 'Support', active: true },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 110 },
];

export default function RowGroupingGroupChildren() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = useState('Click a team row to list the addresses of its members.');

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type !== 'group' || !apiRef.current) return;
    // Data rows only, in the order and with the filters the grid shows.
    const ids = apiRef.current.getRowGroupChildren({ groupId: params.id, applyFiltering: true, applySorting: true });
    const emails = ids.map((id) => apiRef.current?.getRow<Member>(id)?.email).filter(Boolean);
    setMessage(`${node.groupingKey} (${emails.length}): ${emails.join(', ')}`);
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={members}
          columns={columns}
          onRowClick={handleRowClick}
          disableRowSelectionOnClick
          initialState={{
            rowGrouping: { model: ['team'] },
            columns: { columnVisibilityModel: { team: false } },
            // Try it with a filter: inactive members are left out of the list.
            filter: { filterModel: { items: [{ field: 'active', operator: 'is', value: 'true' }] } },
          }}
        />
      </div>
      <Alert severity="info">{message}</Alert>
    </Stack>
  );
}
