import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'road-trip',
    label: 'Road trip',
    children: [
      { id: 'road-trip-1', label: 'Highway Sunrise' },
      { id: 'road-trip-2', label: 'Open Windows' },
      { id: 'road-trip-3', label: 'Last Exit' },
    ],
  },
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'focus-1', label: 'Rain on Glass' },
      { id: 'focus-2', label: 'Slow Tide' },
    ],
  },
];

interface ReorderPosition {
  parentId: string | null;
  index: number;
}

// A song can change place in its playlist but never move to another one.
// Playlists stay at the top level for the same reason.
const staysInSameParent = ({
  oldPosition,
  newPosition,
}: {
  oldPosition: ReorderPosition;
  newPosition: ReorderPosition;
}) => newPosition.parentId === oldPosition.parentId;

export default function OrderingPageSameParent() {
  return (
    <Box sx={{ minHeight: 290, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Playlists"
        items={playlists}
        defaultExpandedItems={['road-trip', 'focus']}
        itemsReordering
        canMoveItemToNewPosition={staysInSameParent}
      />
    </Box>
  );
}
