import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Plan {
  id: string;
  label: string;
  summary: string;
  children?: Plan[];
}

const plans: Plan[] = [
  {
    id: 'personal',
    label: 'Personal',
    summary: 'Plans for one person.',
    children: [
      { id: 'free', label: 'Free', summary: '1 project, community support.' },
      { id: 'plus', label: 'Plus', summary: '10 projects, email support, €6 a month.' },
    ],
  },
  {
    id: 'business',
    label: 'Business',
    summary: 'Plans for teams.',
    children: [
      { id: 'team', label: 'Team', summary: 'Up to 25 seats, SSO, €18 a seat.' },
      { id: 'enterprise', label: 'Enterprise', summary: 'Unlimited seats and a named contact.' },
    ],
  },
];

export default function RichFocusPreview() {
  const apiRef = useRichTreeViewApiRef<Plan>();
  const [summary, setSummary] = useState('Tab into the tree and use the arrow keys.');

  return (
    <Box sx={{ minHeight: 300 }}>
      <RichTreeView
        aria-label="Pricing plans"
        apiRef={apiRef}
        items={plans}
        defaultExpandedItems={['personal', 'business']}
        onItemFocus={(_event, itemId) => setSummary(apiRef.current?.getItem(itemId).summary ?? '')}
      />
      <Paper variant="outlined" sx={{ mt: 2, p: 1.5 }}>
        <Typography variant="body2">{summary}</Typography>
      </Paper>
    </Box>
  );
}
