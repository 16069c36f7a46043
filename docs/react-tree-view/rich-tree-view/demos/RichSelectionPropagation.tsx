import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const deliveryZones: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'germany',
    label: 'Germany',
    children: [
      { id: 'berlin', label: 'Berlin' },
      { id: 'hamburg', label: 'Hamburg' },
      { id: 'munich', label: 'Munich' },
    ],
  },
  {
    id: 'austria',
    label: 'Austria',
    children: [
      { id: 'vienna', label: 'Vienna' },
      { id: 'graz', label: 'Graz' },
    ],
  },
];

export default function RichSelectionPropagation() {
  const [propagation, setPropagation] = useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  const toggle = (rule: keyof TreeViewSelectionPropagation) =>
    setPropagation((previous) => ({ ...previous, [rule]: !previous[rule] }));

  return (
    <Box sx={{ minHeight: 320 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={() => toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={() => toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <RichTreeView
        aria-label="Delivery zones"
        items={deliveryZones}
        defaultExpandedItems={['germany', 'austria']}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
      />
    </Box>
  );
}
