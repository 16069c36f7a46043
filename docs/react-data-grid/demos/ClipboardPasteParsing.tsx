import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface Plan {
  id: number;
  plan: string;
  seats: number;
  discount: number; // 0.15 means 15 %
}

const plans: Plan[] = [
  { id: 1, plan: 'Starter', seats: 5, discount: 0 },
  { id: 2, plan: 'Team', seats: 25, discount: 0.1 },
  { id: 3, plan: 'Business', seats: 100, discount: 0.15 },
  { id: 4, plan: 'Enterprise', seats: 500, discount: 0.25 },
];

const columns: GridColDef<Plan>[] = [
  { field: 'plan', headerName: 'Plan', flex: 1, minWidth: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90, editable: true },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)} %`),
    // "12 %", "12%" or "12" all become 0.12. Returning undefined leaves the cell unchanged.
    pastedValueParser: (text: string) => {
      const percent = Number.parseFloat(text.replace('%', ''));
      return Number.isNaN(percent) ? undefined : percent / 100;
    },
  },
];

// Accept lines copied from a CSV file as well: split cells on tabs or commas.
const splitClipboardPastedText: DataGridPremiumProps['splitClipboardPastedText'] = (text) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(/[\t,]/).map((cell) => cell.trim()));

export default function ClipboardPasteParsing() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">Copy these lines, click a Seats cell, and paste:</Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 13 }}>
        {'10, 5 %\n40, 12%'}
      </Box>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          rows={plans}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          splitClipboardPastedText={splitClipboardPastedText}
          hideFooter
        />
      </div>
    </Stack>
  );
}
