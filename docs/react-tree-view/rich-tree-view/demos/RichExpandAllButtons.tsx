import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const departments: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'operations',
    label: 'Operations',
    children: [
      {
        id: 'logistics',
        label: 'Logistics',
        children: [
          { id: 'warehousing', label: 'Warehousing' },
          { id: 'fleet', label: 'Fleet' },
        ],
      },
      { id: 'procurement', label: 'Procurement' },
    ],
  },
  {
    id: 'people',
    label: 'People',
    children: [{ id: 'recruiting', label: 'Recruiting' }],
  },
];

export default function RichExpandAllButtons() {
  const apiRef = useRichTreeViewApiRef();
  const [expandedIds, setExpandedIds] = useState<string[]>([]);

  // Walks the tree from the root (`null`) and keeps every item that has children.
  const getParentIds = (parentId: string | null): string[] => {
    const api = apiRef.current;
    if (!api) {
      return [];
    }
    return api.getItemOrderedChildrenIds(parentId).flatMap((childId) =>
      api.getItemOrderedChildrenIds(childId).length > 0 ? [childId, ...getParentIds(childId)] : [],
    );
  };

  return (
    <Box sx={{ minHeight: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpandedIds(getParentIds(null))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedIds([])}>
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Departments"
        apiRef={apiRef}
        items={departments}
        expandedItems={expandedIds}
        onExpandedItemsChange={(_event, itemIds) => setExpandedIds(itemIds)}
      />
    </Box>
  );
}
