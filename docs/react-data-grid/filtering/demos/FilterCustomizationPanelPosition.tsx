import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const courses = [
  { id: 1, title: 'Introduction to watercolour', teacher: 'Ines Duarte', level: 'Beginner', weeks: 6 },
  { id: 2, title: 'Portrait drawing', teacher: 'Felix Brandt', level: 'Intermediate', weeks: 8 },
  { id: 3, title: 'Wheel-thrown pottery', teacher: 'Amaka Obi', level: 'Beginner', weeks: 10 },
  { id: 4, title: 'Screen printing', teacher: 'Lucas Moreau', level: 'Advanced', weeks: 5 },
  { id: 5, title: 'Oil painting techniques', teacher: 'Ines Duarte', level: 'Advanced', weeks: 12 },
  { id: 6, title: 'Bookbinding basics', teacher: 'Hana Sato', level: 'Beginner', weeks: 4 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 190 },
  { field: 'teacher', headerName: 'Teacher', width: 130 },
  { field: 'level', headerName: 'Level', width: 120 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
];

export default function FilterCustomizationPanelPosition() {
  const apiRef = useGridApiRef();
  // The element the panel opens under: a button of the page, outside the grid.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">Spring courses</Typography>
        <Button
          ref={setAnchor}
          size="small"
          startIcon={<FilterListIcon />}
          onClick={() => apiRef.current?.showFilterPanel()}
        >
          Filters
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={courses}
          columns={columns}
          // The column menu's Filter item and the header icons open the panel there too.
          slotProps={{ panel: { target: anchor } }}
        />
      </div>
    </Stack>
  );
}
