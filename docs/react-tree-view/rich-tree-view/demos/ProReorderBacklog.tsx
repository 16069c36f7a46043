import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const backlog: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'checkout',
    label: 'Checkout',
    children: [
      { id: 'apple-pay', label: 'Support Apple Pay' },
      { id: 'promo-codes', label: 'Promo codes' },
      { id: 'guest-checkout', label: 'Guest checkout' },
    ],
  },
  {
    id: 'search',
    label: 'Search',
    children: [
      { id: 'typo-tolerance', label: 'Typo tolerance' },
      { id: 'filters', label: 'Filter by brand' },
    ],
  },
  { id: 'wishlist', label: 'Wishlist' },
];

export default function ProReorderBacklog() {
  return (
    <RichTreeViewPro
      aria-label="Product backlog"
      items={backlog}
      defaultExpandedItems={['checkout', 'search']}
      itemsReordering
    />
  );
}
