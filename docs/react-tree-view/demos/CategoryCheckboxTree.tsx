import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const categories: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'phones', label: 'Phones' },
      {
        id: 'audio',
        label: 'Audio',
        children: [
          { id: 'headphones', label: 'Headphones' },
          { id: 'speakers', label: 'Speakers' },
        ],
      },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'cookware', label: 'Cookware' },
      { id: 'small-appliances', label: 'Small appliances' },
    ],
  },
  { id: 'garden', label: 'Garden' },
];

export default function CategoryCheckboxTree() {
  const [selectedIds, setSelectedIds] = useState<string[]>(['phones']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={categories}
        defaultExpandedItems={['electronics', 'audio']}
        multiSelect
        checkboxSelection
        // Checking a category checks its subcategories, and the other way round.
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selectedIds}
        onSelectedItemsChange={(_event, itemIds) => setSelectedIds(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected category ids: {selectedIds.length > 0 ? selectedIds.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
