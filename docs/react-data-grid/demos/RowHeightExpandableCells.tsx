import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, gridClasses, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  details: string;
}

const rows: Ticket[] = [
  {
    id: 4211,
    subject: 'Invoice shows the wrong VAT rate',
    details:
      'The March invoice applies 21% VAT to the training course, which should be exempt. The customer needs a corrected invoice before the end of the month to close their books, and asks whether the February invoice has the same mistake.',
  },
  { id: 4212, subject: 'Password reset email not received', details: 'Checked spam. Nothing arrives.' },
  {
    id: 4213,
    subject: 'Export to Excel cuts long names',
    details:
      'Product names longer than 40 characters end with three dots in the exported file. The report goes to a supplier who matches products by their full name, so the shortened names break their import. Happens in Chrome and Firefox.',
  },
  { id: 4214, subject: 'Add a second delivery address', details: 'Customer wants to ship to their warehouse too.' },
  {
    id: 4215,
    subject: 'Dashboard loads slowly in the morning',
    details:
      'Between 8:00 and 9:30 the sales dashboard takes about 40 seconds to open. Later in the day it opens in two or three seconds. About 30 people in the Lyon office are affected.',
  },
];

const PREVIEW_LENGTH = 60;

// Shows the start of a long text, and the whole text after a click.
function ExpandableText({ value }: { value: string }) {
  const [expanded, setExpanded] = useState(false);
  const isLong = value.length > PREVIEW_LENGTH;

  return (
    <Box sx={{ whiteSpace: 'normal' }}>
      {expanded || !isLong ? value : `${value.slice(0, PREVIEW_LENGTH)}…`}
      {isLong && (
        <Link
          component="button"
          type="button"
          sx={{ ml: 0.5, fontSize: 'inherit', verticalAlign: 'baseline' }}
          // Keep the click from selecting the row.
          onClick={(event) => {
            event.stopPropagation();
            setExpanded(!expanded);
          }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', width: 220 },
  {
    field: 'details',
    headerName: 'Details',
    flex: 1,
    minWidth: 260,
    renderCell: (params: GridRenderCellParams<Ticket, string>) => <ExpandableText value={params.value ?? ''} />,
  },
];

export default function RowHeightExpandableCells() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The grid watches 'auto' rows and resizes them when their content changes.
        getRowHeight={() => 'auto'}
        hideFooter
        sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
      />
    </div>
  );
}
