import { useMemo, useState } from 'react';
import AddTaskIcon from '@mui/icons-material/AddTask';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  plan: string;
  joined: string;
  city: string;
  email: string;
  visits: number;
}

const initialMembers: Member[] = [
  { id: 1, name: 'Priya Nair', plan: 'Annual', joined: '2023-02-11', city: 'Bristol', email: 'priya.nair@example.com', visits: 142 },
  { id: 2, name: 'Mateus Costa', plan: 'Monthly', joined: '2024-08-30', city: 'Porto', email: 'mateus.costa@example.com', visits: 37 },
  { id: 3, name: 'Hana Yoshida', plan: 'Off-peak', joined: '2022-11-05', city: 'Osaka', email: 'hana.yoshida@example.com', visits: 211 },
  { id: 4, name: 'Kofi Boateng', plan: 'Annual', joined: '2024-01-17', city: 'Kumasi', email: 'kofi.boateng@example.com', visits: 88 },
  { id: 5, name: 'Ingrid Dahl', plan: 'Monthly', joined: '2025-03-03', city: 'Bergen', email: 'ingrid.dahl@example.com', visits: 12 },
];

export default function ColumnPinningCheckboxActions() {
  const [members, setMembers] = useState(initialMembers);

  // Memoized: the grid processes its columns again whenever `columns` changes.
  const columns = useMemo<GridColDef<Member>[]>(
    () => [
      { field: 'name', headerName: 'Member', width: 160 },
      { field: 'plan', headerName: 'Plan', width: 110 },
      { field: 'joined', headerName: 'Joined', width: 120 },
      { field: 'city', headerName: 'City', width: 120 },
      { field: 'email', headerName: 'Email', width: 240 },
      { field: 'visits', headerName: 'Visits', type: 'number', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<AddTaskIcon />}
              label={`Log a visit for ${params.row.name}`}
              onClick={() =>
                setMembers((previous) =>
                  previous.map((member) => (member.id === params.row.id ? { ...member, visits: member.visits + 1 } : member)),
                )
              }
            />
            <GridActionsCellItem
              icon={<DeleteOutlineIcon />}
              label={`Remove ${params.row.name}`}
              onClick={() => setMembers((previous) => previous.filter((member) => member.id !== params.row.id))}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={members}
        columns={columns}
        checkboxSelection
        initialState={{
          pinnedColumns: {
            // The checkbox column is added by the grid; pin it by its field.
            left: [GRID_CHECKBOX_SELECTION_FIELD, 'name'],
            right: ['actions'],
          },
        }}
        hideFooter
      />
    </div>
  );
}
