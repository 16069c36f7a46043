import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Fare {
  id: number;
  route: string;
  fare: number;
}

const fares: Fare[] = [
  { id: 1, route: 'Lisbon – Porto', fare: 24.9 },
  { id: 2, route: 'Madrid – Barcelona', fare: 39.5 },
  { id: 3, route: 'Lyon – Paris', fare: 52 },
  { id: 4, route: 'Milan – Rome', fare: 45.8 },
];

const columns: GridColDef<Fare>[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 180 },
  {
    field: 'fare',
    headerName: 'Fare (€)',
    type: 'number',
    width: 120,
    editable: true,
    // Only a positive fare can be saved, so the dialog always has a number to show.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => ({
      ...params.props,
      error: params.props.value == null || params.props.value <= 0,
    }),
  },
];

const euros = (value: number) => `€${value.toFixed(2)}`;

// The change waiting for an answer, and the function that settles processRowUpdate's promise.
interface PendingChange {
  newRow: Fare;
  oldRow: Fare;
  resolve: (row: Fare) => void;
}

export default function EditingConfirmSave() {
  const [pending, setPending] = useState<PendingChange | null>(null);

  const processRowUpdate = (newRow: Fare, oldRow: Fare) =>
    new Promise<Fare>((resolve) => {
      if (newRow.fare === oldRow.fare) {
        resolve(oldRow); // Nothing to confirm.
        return;
      }
      // The grid waits, with the cell still open, until `resolve` is called.
      setPending({ newRow, oldRow, resolve });
    });

  const answer = (confirmed: boolean) => {
    if (!pending) return;
    // Resolving with the old row puts the previous value back and closes the editor.
    pending.resolve(confirmed ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={fares} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Change this fare?</DialogTitle>
        <DialogContent>
          {pending && (
            <DialogContentText>
              {pending.oldRow.route}: {euros(pending.oldRow.fare)} becomes {euros(pending.newRow.fare)}.
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep old fare</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
