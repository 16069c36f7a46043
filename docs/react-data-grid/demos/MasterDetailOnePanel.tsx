import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Question {
  id: number;
  question: string;
  topic: string;
  answer: string;
}

const rows: Question[] = [
  { id: 1, question: 'How do I reset my password?', topic: 'Account', answer: 'Open Settings → Security and choose "Reset password". We send a link to your email address.' },
  { id: 2, question: 'Can I change my plan later?', topic: 'Billing', answer: 'Yes. The new price applies from your next billing date.' },
  { id: 3, question: 'Where can I download my invoices?', topic: 'Billing', answer: 'Under Billing → Invoices. Each invoice is a PDF.' },
  { id: 4, question: 'Do you offer a dark theme?', topic: 'App', answer: 'Yes. Switch it on in Settings → Appearance.' },
];

const columns: GridColDef<Question>[] = [
  { field: 'question', headerName: 'Question', flex: 1, minWidth: 220 },
  { field: 'topic', headerName: 'Topic', width: 110 },
];

export default function MasterDetailOnePanel() {
  const [expandedIds, setExpandedIds] = useState<Set<GridRowId>>(() => new Set());

  // When the user opens a panel while another one is open, keep only the new one.
  const handleExpandedIdsChange = useCallback((ids: Set<GridRowId>) => {
    setExpandedIds((previous) => {
      const opened = [...ids].filter((id) => !previous.has(id));
      return opened.length > 0 ? new Set([opened[opened.length - 1]]) : ids;
    });
  }, []);

  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Question>) => <Box sx={{ px: 2, py: 1.5 }}>{row.answer}</Box>,
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedIdsChange}
        hideFooter
      />
    </div>
  );
}
