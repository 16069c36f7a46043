import { useState } from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const helpCenter: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'track-order', label: 'Track an order' },
      { id: 'change-address', label: 'Change the delivery address' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [
      { id: 'start-return', label: 'Start a return' },
      { id: 'refund-times', label: 'Refund times' },
    ],
  },
  {
    id: 'payments',
    label: 'Payments',
    children: [{ id: 'gift-cards', label: 'Gift cards' }],
  },
];

const sectionIds = helpCenter.map((section) => section.id);

export default function RichSingleBranchExpansion() {
  const [expandedIds, setExpandedIds] = useState<string[]>(['orders']);

  return (
    <RichTreeView
      aria-label="Help topics"
      items={helpCenter}
      expandedItems={expandedIds}
      onExpandedItemsChange={(_event, itemIds) => {
        const openedIds = itemIds.filter((itemId) => !expandedIds.includes(itemId));
        const openedSection = openedIds.find((itemId) => sectionIds.includes(itemId));
        // Opening a section closes the other sections.
        setExpandedIds(
          openedSection
            ? itemIds.filter((itemId) => !sectionIds.includes(itemId) || itemId === openedSection)
            : itemIds,
        );
      }}
    />
  );
}
