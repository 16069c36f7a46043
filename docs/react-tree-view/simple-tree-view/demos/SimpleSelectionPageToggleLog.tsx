import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionPageToggleLog() {
  const [events, setEvents] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Wiki pages"
        defaultExpandedItems={['guides']}
        // Single selection: moving the selection fires once for the old item, once for the new one.
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setEvents((previous) => [`${itemId}: ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 6))
        }
      >
        <TreeItem itemId="home" label="Home" />
        <TreeItem itemId="guides" label="Guides">
          <TreeItem itemId="onboarding" label="Onboarding" />
          <TreeItem itemId="code-review" label="Code review" />
        </TreeItem>
        <TreeItem itemId="glossary" label="Glossary" />
      </SimpleTreeView>
      <Typography variant="body2" component="div" sx={{ mt: 2, fontFamily: 'monospace' }}>
        {events.length > 0 ? events.map((line, index) => <div key={index}>{line}</div>) : 'Select a page.'}
      </Typography>
    </Box>
  );
}
