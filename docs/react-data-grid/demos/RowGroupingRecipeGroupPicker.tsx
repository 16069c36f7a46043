import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Hire {
  id: number;
  candidate: string;
  department: string;
  location: string;
  stage: string;
}

const hires: Hire[] = [
  { id: 1, candidate: 'Amara Nwosu', department: 'Engineering', location: 'Remote', stage: 'Interview' },
  { id: 2, candidate: 'Felix Braun', department: 'Engineering', location: 'Berlin', stage: 'Offer' },
  { id: 3, candidate: 'Lucía Romero', department: 'Design', location: 'Madrid', stage: 'Screening' },
  { id: 4, candidate: 'Noah Peters', department: 'Sales', location: 'Berlin', stage: 'Interview' },
  { id: 5, candidate: 'Yara Haddad', department: 'Design', location: 'Remote', stage: 'Offer' },
  { id: 6, candidate: 'Ken Okafor', department: 'Sales', location: 'Madrid', stage: 'Screening' },
  { id: 7, candidate: 'Ivy Chen', department: 'Engineering', location: 'Remote', stage: 'Screening' },
];

const columns: GridColDef<Hire>[] = [
  { field: 'candidate', headerName: 'Candidate', width: 150, groupable: false },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 110 },
  { field: 'stage', headerName: 'Stage', width: 110 },
];

const groupableColumns = columns.filter((column) => column.groupable !== false);

export default function RowGroupingRecipeGroupPicker() {
  const [model, setModel] = useState<GridRowGroupingModel>(['department']);

  // A click adds the column at the end of the model, or removes it.
  const toggle = (field: string) =>
    setModel((current) => (current.includes(field) ? current.filter((item) => item !== field) : [...current, field]));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">Group by:</Typography>
        {groupableColumns.map(({ field, headerName }) => {
          const position = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={position === -1 ? headerName : `${position + 1}. ${headerName}`}
              color={position === -1 ? 'default' : 'primary'}
              variant={position === -1 ? 'outlined' : 'filled'}
              onClick={() => toggle(field)}
            />
          );
        })}
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={hires}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={1}
        />
      </div>
    </Stack>
  );
}
