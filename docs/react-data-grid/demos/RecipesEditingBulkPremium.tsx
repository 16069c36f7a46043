import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid-premium';

type ShiftCode = 'Early' | 'Late' | 'Night' | 'Off';
type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri';

interface RosterRow extends Record<Day, ShiftCode> {
  id: number;
  employee: string;
}

const days: { field: Day; headerName: string }[] = [
  { field: 'mon', headerName: 'Mon' },
  { field: 'tue', headerName: 'Tue' },
  { field: 'wed', headerName: 'Wed' },
  { field: 'thu', headerName: 'Thu' },
  { field: 'fri', headerName: 'Fri' },
];

const initialRoster: RosterRow[] = [
  { id: 1, employee: 'Inès Moreau', mon: 'Early', tue: 'Early', wed: 'Late', thu: 'Late', fri: 'Off' },
  { id: 2, employee: 'David Kowalski', mon: 'Late', tue: 'Late', wed: 'Off', thu: 'Early', fri: 'Early' },
  { id: 3, employee: 'Amina Yusuf', mon: 'Night', tue: 'Night', wed: 'Night', thu: 'Off', fri: 'Off' },
  { id: 4, employee: 'Pedro Alves', mon: 'Off', tue: 'Early', wed: 'Early', thu: 'Early', fri: 'Late' },
  { id: 5, employee: 'Hannah Berg', mon: 'Early', tue: 'Off', wed: 'Late', thu: 'Late', fri: 'Night' },
  { id: 6, employee: 'Tariq Aziz', mon: 'Late', tue: 'Late', wed: 'Early', thu: 'Night', fri: 'Night' },
];

const columns: GridColDef<RosterRow>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  ...days.map((day): GridColDef<RosterRow> => ({
    ...day,
    type: 'singleSelect',
    valueOptions: ['Early', 'Late', 'Night', 'Off'],
    width: 95,
    editable: true,
  })),
];

function changedRowIds(rows: RosterRow[], saved: Map<GridRowId, RosterRow>) {
  return rows.filter((row) => days.some(({ field }) => saved.get(row.id)?.[field] !== row[field])).map((row) => row.id);
}

export default function RecipesEditingBulkPremium() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = useState<RosterRow[]>(initialRoster);
  const [changed, setChanged] = useState<GridRowId[]>([]);
  const savedById = useMemo(() => new Map<GridRowId, RosterRow>(saved.map((row) => [row.id, row])), [saved]);

  // Compare what the grid shows with what was saved.
  const refreshChanges = () => {
    const rows = Array.from(apiRef.current?.getRowModels().values() ?? []) as RosterRow[];
    setChanged(changedRowIds(rows, savedById));
  };

  const save = () => {
    const rows = Array.from(apiRef.current?.getRowModels().values() ?? []) as RosterRow[];
    // Send the rows listed in `changed` to your server here.
    setSaved(rows);
    setChanged([]);
  };

  const discard = () => {
    apiRef.current?.setRows(saved);
    setChanged([]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={changed.length === 0} onClick={save}>
          Save
        </Button>
        <Button size="small" disabled={changed.length === 0} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary">
          {changed.length === 0
            ? 'No unsaved changes.'
            : `Unsaved changes for ${changed.length} of ${saved.length} employees.`}
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={saved}
          columns={columns}
          cellSelection
          hideFooter
          // Called for every row that an edit or a paste changes.
          processRowUpdate={(newRow: RosterRow) => {
            setChanged((previous) => {
              const others = previous.filter((id) => id !== newRow.id);
              return changedRowIds([newRow], savedById).length > 0 ? [...others, newRow.id] : others;
            });
            return newRow;
          }}
          // Undo and redo update the rows without `processRowUpdate`.
          onUndo={refreshChanges}
          onRedo={refreshChanges}
          getCellClassName={(params) => {
            const original = savedById.get(params.id);
            const value: unknown = params.value;
            return original && original[params.field as keyof RosterRow] !== value ? 'cell--changed' : '';
          }}
          sx={(theme) => ({
            '& .cell--changed': { backgroundColor: alpha(theme.palette.warning.main, 0.2) },
          })}
        />
      </div>
    </Stack>
  );
}
