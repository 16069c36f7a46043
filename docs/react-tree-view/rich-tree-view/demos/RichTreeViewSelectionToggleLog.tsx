import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const channels: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'frontend', label: '#frontend' },
      { id: 'backend', label: '#backend' },
      { id: 'incidents', label: '#incidents' },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    children: [
      { id: 'announcements', label: '#announcements' },
      { id: 'random', label: '#random' },
    ],
  },
];

export default function RichTreeViewSelectionToggleLog() {
  const [log, setLog] = useState<string[]>([]);

  // Fires once for each item that joins or leaves the selection.
  const handleItemSelectionToggle = (
    event: SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    setLog((previous) =>
      [`${isSelected ? 'Muted' : 'Unmuted'} ${itemId}`, ...previous].slice(0, 5),
    );
  };

  return (
    <Box sx={{ minHeight: 400 }}>
      <RichTreeView
        aria-label="Channels to mute"
        items={channels}
        defaultExpandedItems={['engineering', 'company']}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true }}
        onItemSelectionToggle={handleItemSelectionToggle}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Last changes
      </Typography>
      {log.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Check a channel or a whole group.
        </Typography>
      ) : (
        log.map((entry, index) => (
          <Typography key={`${index}-${entry}`} variant="body2">
            {entry}
          </Typography>
        ))
      )}
    </Box>
  );
}
