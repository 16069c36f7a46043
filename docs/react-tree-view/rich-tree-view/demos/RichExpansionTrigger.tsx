import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const project: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'website-redesign',
    label: 'Website redesign',
    children: [
      { id: 'wireframes', label: 'Wireframes' },
      { id: 'copywriting', label: 'Copywriting' },
    ],
  },
  {
    id: 'mobile-release',
    label: 'Mobile release 3.2',
    children: [
      { id: 'beta-testing', label: 'Beta testing' },
      { id: 'store-listing', label: 'Store listing' },
    ],
  },
];

export default function RichExpansionTrigger() {
  const [openTask, setOpenTask] = useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240 }}>
      <RichTreeView
        aria-label="Projects"
        items={project}
        // A click on the label selects; only the arrow opens and closes.
        expansionTrigger="iconContainer"
        selectedItems={openTask}
        onSelectedItemsChange={(_event, itemId) => setOpenTask(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {openTask ? `Showing the details of ${openTask}.` : 'Click a project or task name.'}
      </Typography>
    </Box>
  );
}
