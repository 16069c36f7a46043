import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Team {
  id: string;
  label: string;
  children?: Team[];
}

const teams: Team[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'platform', label: 'Platform' },
      { id: 'mobile', label: 'Mobile apps' },
      { id: 'data', label: 'Data' },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'emea', label: 'EMEA accounts' },
      { id: 'americas', label: 'Americas accounts' },
    ],
  },
];

export default function EditableTeamTree() {
  const [lastChange, setLastChange] = useState('Double-click a team to rename it.');

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={teams}
        defaultExpandedItems={['engineering', 'sales']}
        // Departments keep their names; only teams (leaf items) can be renamed.
        isItemEditable={(team) => !team.children}
        onItemLabelChange={(itemId, newLabel) =>
          setLastChange(`Team "${itemId}" is now called "${newLabel}".`)
        }
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
