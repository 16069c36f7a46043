import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Course {
  id: number;
  title: string;
  subject: string;
  level: string;
  weeks: number;
}

const courses: Course[] = [
  { id: 1, title: 'Intro to Statistics', subject: 'Mathematics', level: 'Beginner', weeks: 6 },
  { id: 2, title: 'Linear Algebra', subject: 'Mathematics', level: 'Intermediate', weeks: 8 },
  { id: 3, title: 'Organic Chemistry I', subject: 'Chemistry', level: 'Intermediate', weeks: 10 },
  { id: 4, title: 'Lab Safety Basics', subject: 'Chemistry', level: 'Beginner', weeks: 2 },
  { id: 5, title: 'Modern European History', subject: 'History', level: 'Beginner', weeks: 7 },
  { id: 6, title: 'Historiography Seminar', subject: 'History', level: 'Advanced', weeks: 12 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 200 },
  { field: 'subject', headerName: 'Subject', width: 130 },
  { field: 'level', headerName: 'Level', width: 120 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
];

export default function RowGroupingDisabled() {
  const [disabled, setDisabled] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={courses}
          columns={columns}
          // The model is kept while grouping is disabled, and applies again when it is enabled.
          disableRowGrouping={disabled}
          initialState={{ rowGrouping: { model: ['subject'] } }}
        />
      </div>
    </Stack>
  );
}
