import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const sprints: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint-14',
    label: 'Sprint 14',
    children: [
      { id: 'task-301', label: 'Fix login redirect' },
      { id: 'task-302', label: 'Add CSV export' },
    ],
  },
  {
    id: 'sprint-15',
    label: 'Sprint 15',
    children: [{ id: 'task-318', label: 'Dark mode for settings' }],
  },
];

const originalLabels = new Map(
  sprints.flatMap((sprint) => [sprint, ...(sprint.children ?? [])]).map((item) => [item.id, item.label]),
);

export default function RichRestoreLabels() {
  const apiRef = useRichTreeViewApiRef();
  const [renamedIds, setRenamedIds] = useState<string[]>([]);

  const restoreAll = () => {
    renamedIds.forEach((itemId) =>
      // Changes the label shown by the tree; `onItemLabelChange` fires too.
      apiRef.current?.updateItemLabel(itemId, originalLabels.get(itemId) ?? itemId),
    );
  };

  return (
    <Box sx={{ minHeight: 240 }}>
      <Button size="small" sx={{ mb: 1 }} disabled={renamedIds.length === 0} onClick={restoreAll}>
        Restore original names ({renamedIds.length})
      </Button>
      <RichTreeView
        aria-label="Sprints"
        apiRef={apiRef}
        items={sprints}
        defaultExpandedItems={['sprint-14', 'sprint-15']}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) =>
          setRenamedIds((previous) => {
            const others = previous.filter((id) => id !== itemId);
            return newLabel === originalLabels.get(itemId) ? others : [...others, itemId];
          })
        }
      />
    </Box>
  );
}
