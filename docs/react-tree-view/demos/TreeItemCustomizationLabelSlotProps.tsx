import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const meetings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'q3',
    label: 'Quarterly planning',
    children: [
      { id: 'q3-kickoff', label: 'Kick-off: goals, budget and hiring plan for the third quarter' },
      { id: 'q3-review', label: 'Mid-quarter review with the product and design leads' },
    ],
  },
  {
    id: 'retros',
    label: 'Retrospectives',
    children: [{ id: 'retro-launch', label: 'What went well and what to change after the mobile app launch' }],
  },
];

export default function TreeItemCustomizationLabelSlotProps() {
  return (
    // A narrow column, where long labels would otherwise wrap or be cut mid-word.
    <Box sx={{ minHeight: 220, width: 280 }}>
      <RichTreeView
        aria-label="Meeting notes"
        items={meetings}
        defaultExpandedItems={['q3', 'retros']}
        slotProps={{
          // The function receives the id and the label of each item.
          item: ({ label }) => ({
            slotProps: {
              label: {
                title: label,
                style: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
              },
            },
          }),
        }}
      />
    </Box>
  );
}
