import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SelectionFromCode() {
  const apiRef = useSimpleTreeViewApiRef();
  const [log, setLog] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 360, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => apiRef.current?.setItemSelection({ itemId: 'hoodie', keepExistingSelection: true })}
        >
          Toggle Hoodie
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setItemSelection({ itemId: 'mugs', shouldBeSelected: true })}
        >
          Select only Mugs
        </Button>
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Shop catalog"
        multiSelect
        defaultExpandedItems={['apparel', 'home']}
        // Fires once per item that changes; `event` is null for changes made from code.
        onItemSelectionToggle={(event, itemId, isSelected) =>
          setLog((previous) =>
            [`${itemId} ${isSelected ? 'selected' : 'deselected'} (${event ? 'user' : 'code'})`, ...previous].slice(
              0,
              5,
            ),
          )
        }
      >
        <TreeItem itemId="apparel" label="Apparel">
          <TreeItem itemId="tshirt" label="T-shirt" />
          <TreeItem itemId="hoodie" label="Hoodie" />
        </TreeItem>
        <TreeItem itemId="home" label="Home">
          <TreeItem itemId="mugs" label="Mugs" />
          <TreeItem itemId="posters" label="Posters" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" component="div" sx={{ mt: 2 }}>
        {log.length > 0 ? log.map((line, index) => <div key={index}>{line}</div>) : 'No changes yet.'}
      </Typography>
    </Box>
  );
}
