import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const contents: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'install', label: 'Installation' },
      { id: 'first-app', label: 'Your first app' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'routing', label: 'Routing' },
      { id: 'forms', label: 'Forms' },
    ],
  },
];

export default function RichTreeViewSelectionDisabled() {
  return (
    <Box sx={{ minHeight: 240 }}>
      {/* A table of contents to browse: items focus and expand, but never get selected. */}
      <RichTreeView
        aria-label="Table of contents"
        items={contents}
        defaultExpandedItems={['getting-started']}
        disableSelection
      />
    </Box>
  );
}
