import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const offices: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'emea',
    label: 'Europe, Middle East and Africa',
    children: [
      {
        id: 'ireland',
        label: 'Ireland',
        children: [
          { id: 'dublin', label: 'Dublin' },
          { id: 'cork', label: 'Cork' },
        ],
      },
      { id: 'kenya', label: 'Kenya', children: [{ id: 'nairobi', label: 'Nairobi' }] },
    ],
  },
  { id: 'apac', label: 'Asia-Pacific', children: [{ id: 'singapore', label: 'Singapore' }] },
];

export default function RichRevealItem() {
  const apiRef = useRichTreeViewApiRef();

  const revealItem = (itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Open every collapsed ancestor, from the item up to the root.
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      if (!api.isItemExpanded(parentId)) {
        api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
      }
      parentId = api.getParentId(parentId);
    }
    api.setItemSelection({ itemId, shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 280 }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => revealItem('dublin')}>
        Show the Dublin office
      </Button>
      <RichTreeView aria-label="Offices" apiRef={apiRef} items={offices} />
    </Box>
  );
}
