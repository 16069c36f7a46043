import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const plans: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'monthly',
    label: 'Monthly billing',
    children: [
      { id: 'starter-monthly', label: 'Starter · $9' },
      { id: 'team-monthly', label: 'Team · $29' },
    ],
  },
  {
    id: 'yearly',
    label: 'Yearly billing',
    children: [
      { id: 'starter-yearly', label: 'Starter · $90' },
      { id: 'team-yearly', label: 'Team · $290' },
    ],
  },
];

export default function RichTreeViewSelectionSingleCheckbox() {
  const [plan, setPlan] = useState<string | null>('team-monthly');

  return (
    <Box sx={{ minHeight: 280 }}>
      {/* No multiSelect: checking a plan unchecks the previous one. */}
      <RichTreeView
        aria-label="Subscription plans"
        items={plans}
        defaultExpandedItems={['monthly', 'yearly']}
        checkboxSelection
        selectedItems={plan}
        onSelectedItemsChange={(event, itemId) => setPlan(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Chosen plan: {plan ?? 'none'}
      </Typography>
    </Box>
  );
}
