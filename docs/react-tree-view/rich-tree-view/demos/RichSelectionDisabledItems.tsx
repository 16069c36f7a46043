import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface LibraryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'document';
  children?: LibraryEntry[];
}

const library: LibraryEntry[] = [
  {
    id: 'hr',
    label: 'Human resources',
    kind: 'folder',
    children: [
      { id: 'leave-policy', label: 'Leave policy.docx', kind: 'document' },
      { id: 'onboarding', label: 'Onboarding checklist.pdf', kind: 'document' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    kind: 'folder',
    children: [{ id: 'expense-rules', label: 'Expense rules.pdf', kind: 'document' }],
  },
];

// Folders only group documents: they get no checkbox and can't be selected.
const isFolder = (entry: LibraryEntry) => entry.kind === 'folder';

export default function RichSelectionDisabledItems() {
  const [documents, setDocuments] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 240 }}>
      <RichTreeView
        aria-label="Document library"
        items={library}
        defaultExpandedItems={['hr', 'finance']}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isFolder}
        selectedItems={documents}
        onSelectedItemsChange={(_event, itemIds) => setDocuments(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Documents to send: {documents.length}
      </Typography>
    </Box>
  );
}
