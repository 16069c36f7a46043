import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Candidate {
  id: number;
  name: string;
  position: string;
  notes: string;
}

const rows: Candidate[] = [
  { id: 1, name: 'Isabel Cruz', position: 'Backend engineer', notes: 'Strong on databases. Second interview booked for Tuesday.' },
  { id: 2, name: 'Farid Nouri', position: 'Product designer', notes: 'Portfolio review went well; asked about remote work.' },
  { id: 3, name: 'Greta Svensson', position: 'Backend engineer', notes: 'Take-home test pending.' },
  { id: 4, name: 'Ravi Iyer', position: 'Data analyst', notes: 'Offer sent on Monday, waiting for an answer.' },
];

const columns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 150 },
  { field: 'position', headerName: 'Position', width: 170 },
];

export default function MasterDetailControlled() {
  // In version 8 the expanded rows are a Set of row IDs.
  const [expandedIds, setExpandedIds] = useState<Set<GridRowId>>(() => new Set([1]));

  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Candidate>) => <Box sx={{ p: 2 }}>{row.notes}</Box>,
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedIds(new Set(rows.map((row) => row.id)))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedIds(new Set())}>
          Collapse all
        </Button>
        <span>{expandedIds.size} open</span>
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
        />
      </div>
    </div>
  );
}
