import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'curry', label: 'Chickpea curry' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [{ id: 'tiramisu', label: 'Tiramisu' }],
  },
];

export default function RichExpansionDefault() {
  const [lastToggle, setLastToggle] = useState('Open or close a section.');

  return (
    <Box sx={{ minHeight: 260 }}>
      <RichTreeView
        aria-label="Recipes"
        items={recipes}
        // Only read on the first render; the tree manages expansion afterwards.
        defaultExpandedItems={['breakfast']}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastToggle(`${itemId} was ${isExpanded ? 'opened' : 'closed'}.`)
        }
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {lastToggle}
      </Typography>
    </Box>
  );
}
