import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
  type GridRowId,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  username: string;
  fullName: string;
  team: string;
}

const accounts: Account[] = [
  { id: 1, username: 'amara', fullName: 'Amara Okafor', team: 'Sales' },
  { id: 2, username: 'lbrandt', fullName: 'Lukas Brandt', team: 'Finance' },
  { id: 3, username: 'marta.k', fullName: 'Marta Kowalczyk', team: 'Operations' },
  { id: 4, username: 'diego', fullName: 'Diego Alvarez', team: 'Sales' },
];

// Stands in for a request to your API: is this username free for this account?
function checkUsername(username: string, id: GridRowId): Promise<string | null> {
  const taken = ['admin', 'support', ...accounts.filter((account) => account.id !== id).map((a) => a.username)];
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!/^[a-z][a-z0-9.]{2,15}$/.test(username)) {
        resolve('3–16 characters: lowercase letters, digits and dots');
      } else {
        resolve(taken.includes(username) ? `"${username}" is already taken` : null);
      }
    }, 500);
  });
}

// The built-in text editor, with the error message in a tooltip.
function UsernameEditCell(props: GridRenderEditCellParams<Account, string>) {
  const message = typeof props.error === 'string' ? props.error : '';
  return (
    <Tooltip open={message !== ''} title={message} placement="bottom-start">
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

export default function EditingValidationServer() {
  const [requests, setRequests] = useState(0);

  const columns = useMemo<GridColDef<Account>[]>(
    () => [
      {
        field: 'username',
        headerName: 'Username',
        width: 160,
        editable: true,
        preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string>) => {
          // In row editing this runs whenever any field of the row changes.
          // `hasChanged` is false when another field changed: keep the last answer.
          if (!params.hasChanged) {
            return params.props;
          }
          setRequests((count) => count + 1);
          const error = await checkUsername(params.props.value ?? '', params.id);
          return { ...params.props, error };
        },
        renderEditCell: (params: GridRenderEditCellParams<Account, string>) => <UsernameEditCell {...params} />,
      },
      { field: 'fullName', headerName: 'Full name', flex: 1, minWidth: 160, editable: true },
      { field: 'team', headerName: 'Team', width: 120, editable: true },
    ],
    [],
  );

  return (
    <Stack spacing={1.5}>
      <Alert severity="info">Requests sent to the server: {requests}</Alert>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid rows={accounts} columns={columns} editMode="row" hideFooter />
      </div>
    </Stack>
  );
}
