import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Chapter = TreeViewDefaultItemModelProperties;

const chapters: Chapter[] = [
  {
    id: 'part-1',
    label: 'Part 1: Setup',
    children: [
      { id: 'install', label: 'Installing' },
      { id: 'configure', label: 'Configuring' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part 2: Daily use',
    children: [
      { id: 'backups', label: 'Backups' },
      { id: 'monitoring', label: 'Monitoring' },
    ],
  },
];

// Turns the tree into "parent: children" lines, as you might send it to your server.
const describe = (items: Chapter[], parentId = 'top level'): string[] => [
  `${parentId}: ${items.map((item) => item.id).join(', ')}`,
  ...items.flatMap((item) => (item.children?.length ? describe(item.children, item.id) : [])),
];

export default function ProReorderSaveOrder() {
  const apiRef = useRichTreeViewProApiRef<Chapter>();
  const [saved, setSaved] = useState<string[]>(() => describe(chapters));

  return (
    <Box sx={{ minHeight: 320 }}>
      <RichTreeViewPro
        aria-label="Handbook chapters"
        apiRef={apiRef}
        items={chapters}
        defaultExpandedItems={['part-1', 'part-2']}
        itemsReordering
        onItemPositionChange={() => {
          // The tree has already moved the item: read the whole new order.
          const tree = apiRef.current?.getItemTree() ?? [];
          setSaved(describe(tree));
        }}
      />
      <Typography variant="body2" component="div" sx={{ mt: 2, fontFamily: 'monospace' }}>
        {saved.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Typography>
    </Box>
  );
}
