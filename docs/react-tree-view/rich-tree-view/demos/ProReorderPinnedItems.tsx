import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const channels: TreeViewDefaultItemModelProperties[] = [
  { id: 'announcements', label: 'announcements' },
  { id: 'general', label: 'general' },
  {
    id: 'teams',
    label: 'Teams',
    children: [
      { id: 'design', label: 'design' },
      { id: 'backend', label: 'backend' },
      { id: 'support', label: 'support' },
    ],
  },
  { id: 'random', label: 'random' },
];

// Pinned channels can't be dragged, but other channels can still be dropped around them.
const pinnedIds = ['announcements', 'general'];

export default function ProReorderPinnedItems() {
  return (
    <RichTreeViewPro
      aria-label="Chat channels"
      items={channels}
      defaultExpandedItems={['teams']}
      itemsReordering
      isItemReorderable={(itemId) => !pinnedIds.includes(itemId)}
      // A pin icon marks the channels that can't be dragged.
      slotProps={{
        item: ({ itemId }) =>
          pinnedIds.includes(itemId) ? { slots: { icon: PushPinOutlinedIcon } } : {},
      }}
    />
  );
}
