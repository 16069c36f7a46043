import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ExpansionFromCode() {
  const apiRef = useSimpleTreeViewApiRef();
  const [lastChange, setLastChange] = useState('No change yet.');

  const toggleFruit = () => {
    const api = apiRef.current;
    if (!api) return;
    api.setItemExpansion({ itemId: 'fruit', shouldBeExpanded: !api.isItemExpanded('fruit') });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={toggleFruit}>
          Toggle Fruit
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setItemExpansion({ itemId: 'dairy', shouldBeExpanded: true })}
        >
          Open Dairy
        </Button>
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Grocery aisles"
        // `event` is null when the change comes from the API object.
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLastChange(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'} by ${event ? 'the user' : 'code'}`)
        }
      >
        <TreeItem itemId="fruit" label="Fruit">
          <TreeItem itemId="apples" label="Apples" />
          <TreeItem itemId="pears" label="Pears" />
        </TreeItem>
        <TreeItem itemId="dairy" label="Dairy">
          <TreeItem itemId="milk" label="Milk" />
          <TreeItem itemId="cheese" label="Cheese" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
