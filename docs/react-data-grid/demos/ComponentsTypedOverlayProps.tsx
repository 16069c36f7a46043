import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// Declare the extra props of the no-rows overlay. Optional, because every grid shares them.
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onCreate?: () => void;
    createLabel?: string;
  }
}

interface Habit {
  id: number;
  habit: string;
  timesPerWeek: number;
  streakDays: number;
}

const suggestions: Omit<Habit, 'id'>[] = [
  { habit: 'Read for 20 minutes', timesPerWeek: 7, streakDays: 0 },
  { habit: 'Run 5 km', timesPerWeek: 3, streakDays: 0 },
  { habit: 'Practise Spanish', timesPerWeek: 5, streakDays: 0 },
  { habit: 'Stretch', timesPerWeek: 7, streakDays: 0 },
];

const columns: GridColDef<Habit>[] = [
  { field: 'habit', headerName: 'Habit', flex: 1, minWidth: 180 },
  { field: 'timesPerWeek', headerName: 'Times a week', type: 'number', width: 120 },
  { field: 'streakDays', headerName: 'Streak (days)', type: 'number', width: 120 },
];

// Defined at module level, so it cannot see the demo's state: the callback arrives as a prop.
function EmptyHabitsOverlay({ onCreate, createLabel = 'Add', ...other }: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay {...other}>
      <Typography variant="body2" color="text.secondary">
        You are not tracking any habit yet.
      </Typography>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
        {createLabel}
      </Button>
    </GridOverlay>
  );
}

export default function ComponentsTypedOverlayProps() {
  const [habits, setHabits] = useState<Habit[]>([]);

  const addHabit = () => {
    setHabits((current) => [
      ...current,
      { id: current.length + 1, ...suggestions[current.length % suggestions.length] },
    ]);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={addHabit}>
          Add a habit
        </Button>
        <Button variant="outlined" size="small" disabled={habits.length === 0} onClick={() => setHabits([])}>
          Remove all
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={habits}
          columns={columns}
          slots={{ noRowsOverlay: EmptyHabitsOverlay }}
          // Type-checked against NoRowsOverlayPropsOverrides: a misspelt key is an error.
          slotProps={{ noRowsOverlay: { onCreate: addHabit, createLabel: 'Track your first habit' } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
