import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Card {
  id: number;
  title: string;
  stage: string;
  owner: string;
}

const cards: Card[] = [
  { id: 1, title: 'Write the pricing page copy', stage: 'To do', owner: 'Noor' },
  { id: 2, title: 'Set up error monitoring', stage: 'To do', owner: 'Felix' },
  { id: 3, title: 'Redesign the settings screen', stage: 'In progress', owner: 'Noor' },
  { id: 4, title: 'Migrate the jobs to the new queue', stage: 'In progress', owner: 'Ivan' },
  { id: 5, title: 'Add SSO for enterprise plans', stage: 'Done', owner: 'Felix' },
  { id: 6, title: 'Publish the changelog', stage: 'Done', owner: 'Ivan' },
];

const columns: GridColDef<Card>[] = [
  { field: 'title', headerName: 'Card', flex: 1, minWidth: 240 },
  { field: 'stage', headerName: 'Stage', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function RowGroupingReorder() {
  const [message, setMessage] = useState('Drag a card into another stage.');

  return (
    <Stack spacing={1}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={cards}
          columns={columns}
          rowReordering
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['stage'] } }}
          // A move to another group writes the target group's value into the row, then calls this.
          processRowUpdate={(newRow: Card, oldRow: Card) => {
            if (newRow.stage !== oldRow.stage) {
              setMessage(`“${newRow.title}” moved from ${oldRow.stage} to ${newRow.stage}.`);
            }
            return newRow;
          }}
        />
      </div>
      <Alert severity="info">{message}</Alert>
    </Stack>
  );
}
