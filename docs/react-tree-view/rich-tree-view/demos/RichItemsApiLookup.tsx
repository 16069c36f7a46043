import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Category {
  id: string;
  label: string;
  productCount: number;
  children?: Category[];
}

const catalog: Category[] = [
  {
    id: 'outdoor',
    label: 'Outdoor',
    productCount: 214,
    children: [
      { id: 'tents', label: 'Tents', productCount: 38 },
      { id: 'backpacks', label: 'Backpacks', productCount: 61 },
      { id: 'stoves', label: 'Camping stoves', productCount: 17 },
    ],
  },
  {
    id: 'cycling',
    label: 'Cycling',
    productCount: 143,
    children: [{ id: 'helmets', label: 'Helmets', productCount: 29 }],
  },
];

export default function RichItemsApiLookup() {
  const apiRef = useRichTreeViewApiRef<Category>();
  const [details, setDetails] = useState('Select a category.');

  const describe = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      setDetails('Select a category.');
      return;
    }
    // Look the item up by id instead of searching your own data.
    const category = api.getItem(itemId);
    const parentId = api.getParentId(itemId);
    const childCount = api.getItemOrderedChildrenIds(itemId).length;
    setDetails(
      `${category.label}: ${category.productCount} products, ` +
        `${childCount} subcategories, parent: ${parentId ? api.getItem(parentId).label : 'none'}.`,
    );
  };

  return (
    <Box sx={{ minHeight: 240 }}>
      <RichTreeView
        aria-label="Product categories"
        apiRef={apiRef}
        items={catalog}
        defaultExpandedItems={['outdoor']}
        onSelectedItemsChange={(_event, itemId) => describe(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {details}
      </Typography>
    </Box>
  );
}
