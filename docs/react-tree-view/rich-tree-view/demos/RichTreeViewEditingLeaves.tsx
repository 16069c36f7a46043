import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'workouts',
    label: 'Workouts',
    children: [
      { id: 'morning-run', label: 'Morning run' },
      { id: 'cool-down', label: 'Cool down' },
    ],
  },
  {
    id: 'focus',
    label: 'Focus',
    children: [
      { id: 'deep-work', label: 'Deep work' },
      { id: 'lo-fi', label: 'Lo-fi beats' },
    ],
  },
];

// Folders keep their names; only the playlists inside them can be renamed.
const isLeaf = (item: TreeViewDefaultItemModelProperties) =>
  item.children === undefined || item.children.length === 0;

export default function RichTreeViewEditingLeaves() {
  return (
    <Box sx={{ minHeight: 240 }}>
      <RichTreeView
        aria-label="Playlists"
        items={playlists}
        defaultExpandedItems={['workouts', 'focus']}
        isItemEditable={isLeaf}
      />
    </Box>
  );
}
