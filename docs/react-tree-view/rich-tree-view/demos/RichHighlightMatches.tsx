import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const components: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'inputs',
    label: 'Inputs',
    children: [
      { id: 'text-field', label: 'Text field' },
      { id: 'date-field', label: 'Date field' },
      { id: 'checkbox', label: 'Checkbox' },
    ],
  },
  {
    id: 'layout',
    label: 'Layout',
    children: [
      { id: 'grid', label: 'Grid' },
      { id: 'stack', label: 'Stack' },
    ],
  },
];

export default function RichHighlightMatches() {
  const [query, setQuery] = useState('field');
  const search = query.trim().toLowerCase();

  return (
    <Box sx={{ minHeight: 300 }}>
      <TextField
        size="small"
        label="Highlight"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 1 }}
      />
      <RichTreeView
        aria-label="Components"
        items={components}
        defaultExpandedItems={['inputs', 'layout']}
        slotProps={{
          // Called for every item with its id and label.
          item: ({ label }) => {
            const isMatch = search !== '' && label.toLowerCase().includes(search);
            return isMatch
              ? { sx: { [`& > .${treeItemClasses.content}`]: { fontWeight: 'bold', color: 'primary.main' } } }
              : {};
          },
        }}
      />
    </Box>
  );
}
