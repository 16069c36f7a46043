import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'focaccia',
    label: 'Focaccia',
    children: [
      { id: 'mix', label: 'Mix flour, water, yeast and salt' },
      { id: 'rise', label: 'Let the dough rise overnight' },
      { id: 'dimple', label: 'Oil the tray and dimple the dough' },
      { id: 'bake', label: 'Bake at 230 °C for 20 minutes' },
    ],
  },
  {
    id: 'pesto',
    label: 'Pesto',
    children: [
      { id: 'toast', label: 'Toast the pine nuts' },
      { id: 'blend', label: 'Blend basil, garlic and nuts' },
      { id: 'finish', label: 'Stir in cheese and olive oil' },
    ],
  },
  { id: 'lemonade', label: 'Lemonade' },
];

interface Listing {
  heading: string;
  labels: string[];
}

export default function RichTreeViewItemsChildrenIds() {
  const apiRef = useRichTreeViewApiRef<TreeViewDefaultItemModelProperties>();
  const [listing, setListing] = useState<Listing>({ heading: '', labels: [] });

  const list = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The ids in display order. `null` asks for the root items.
    const childIds = api.getItemOrderedChildrenIds(itemId);
    setListing({
      heading: itemId === null ? 'All recipes' : `Inside "${api.getItem(itemId).label}"`,
      labels: childIds.map((childId) => api.getItem(childId).label),
    });
  };

  // The API object exists once the tree has rendered, so list the root items in an effect.
  useEffect(() => {
    list(null);
  }, []);

  return (
    <Box sx={{ minHeight: 330 }}>
      <RichTreeView
        aria-label="Recipes"
        apiRef={apiRef}
        items={recipes}
        onSelectedItemsChange={(_event, itemId) => list(itemId)}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {listing.heading}
      </Typography>
      {listing.labels.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body2' }}>
          {listing.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">Nothing: this item has no children.</Typography>
      )}
    </Box>
  );
}
