import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const chapters: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'install', label: 'Install the CLI' },
      { id: 'first-deploy', label: 'Deploy your first app' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'custom-domains', label: 'Custom domains' },
      { id: 'env-vars', label: 'Environment variables' },
      { id: 'rollbacks', label: 'Rollbacks' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

export default function ReorderableChapters() {
  const [lastMove, setLastMove] = useState('Drag a page to reorder the table of contents.');

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeViewPro
        items={chapters}
        defaultExpandedItems={['getting-started', 'guides']}
        itemsReordering
        // Every page can be dragged except the changelog.
        isItemReorderable={(itemId) => itemId !== 'changelog'}
        onItemPositionChange={({ itemId, newPosition }) =>
          setLastMove(
            `Moved "${itemId}" to position ${newPosition.index + 1} in ${newPosition.parentId ?? 'the top level'}.`,
          )
        }
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {lastMove}
      </Typography>
    </Box>
  );
}
