import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Signup {
  id: number;
  name: string;
  phone: string;
  comment: string;
}

// Text typed by users: some of it starts like a spreadsheet formula.
const signups: Signup[] = [
  { id: 1, name: 'Lotte de Vries', phone: '+31 20 555 0143', comment: 'See you on Saturday' },
  { id: 2, name: 'Omar Haddad', phone: '020 7946 0321', comment: '=HYPERLINK("https://example.com","Claim prize")' },
  { id: 3, name: 'Beatriz Costa', phone: '+351 21 555 0198', comment: '-1 seat, my son is ill' },
  { id: 4, name: 'Sean Byrne', phone: '01 555 0102', comment: '@Marta can you call me back?' },
];

const columns: GridColDef<Signup>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 220 },
];

export default function ExportCsvEscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = useState(true);
  const [preview, setPreview] = useState('');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={escapeFormulas}
              onChange={(event) => {
                setEscapeFormulas(event.target.checked);
                setPreview('');
              }}
            />
          }
          label="escapeFormulas"
        />
        <Button
          variant="outlined"
          size="small"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '')}
        >
          Preview CSV
        </Button>
      </Stack>
      <div style={{ height: 270, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={signups} columns={columns} hideFooter />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, height: 130, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}>
        {preview || 'Click "Preview CSV" with the switch on, then off, and compare the lines.'}
      </Box>
    </Stack>
  );
}
