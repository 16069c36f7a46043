import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  start: string;
  end: string;
}

type Day = 'monday' | 'tuesday';

const shiftsByDay: Record<Day, Shift[]> = {
  monday: [
    { id: 1, nurse: 'Grace Mwangi', ward: 'Cardiology', start: '07:00', end: '15:00' },
    { id: 2, nurse: 'Henrik Olsen', ward: 'Emergency', start: '15:00', end: '23:00' },
    { id: 3, nurse: 'Leila Farouk', ward: 'Paediatrics', start: '23:00', end: '07:00' },
  ],
  tuesday: [
    { id: 4, nurse: 'Tomás Silva', ward: 'Emergency', start: '07:00', end: '15:00' },
    { id: 1, nurse: 'Grace Mwangi', ward: 'Oncology', start: '15:00', end: '23:00' },
  ],
};

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 140 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'end', headerName: 'End', width: 80 },
];

export default function RowUpdatesReplaceRows() {
  const [day, setDay] = useState<Day>('monday');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={day}
        onChange={(_event, value: Day | null) => value && setDay(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="monday">Monday</ToggleButton>
        <ToggleButton value="tuesday">Tuesday</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 300 }}>
        {/* A new array replaces every row. Sorting, filters and selection are kept. */}
        <DataGrid rows={shiftsByDay[day]} columns={columns} />
      </div>
    </div>
  );
}
