import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Speed = 'instant' | 'default' | 'slow';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'lisbon', label: 'Lisbon warehouse' },
      { id: 'rotterdam', label: 'Rotterdam warehouse' },
      { id: 'gdansk', label: 'Gdańsk warehouse' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'toronto', label: 'Toronto warehouse' },
      { id: 'monterrey', label: 'Monterrey warehouse' },
    ],
  },
  { id: 'asia', label: 'Asia', children: [{ id: 'osaka', label: 'Osaka warehouse' }] },
];

// Props for the `Collapse` that wraps the children of every item.
const transitions = {
  instant: { timeout: 0 },
  default: {},
  slow: { timeout: 700, easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
};

export default function RichCustomizationPageTransitionSpeed() {
  const [speed, setSpeed] = useState<Speed>('slow');

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={speed}
        onChange={(_event, value: Speed | null) => value && setSpeed(value)}
        aria-label="Animation speed"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="instant">Instant</ToggleButton>
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="slow">Slow with overshoot</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Warehouses by region"
        items={regions}
        slotProps={{ item: { slotProps: { groupTransition: transitions[speed] } } }}
      />
    </Box>
  );
}
