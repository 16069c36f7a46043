import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeItemCustomizationIndentation() {
  // In pixels. The tree's default is 12px.
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 330, maxWidth: 360 }}>
      <Typography id="indentation-label" variant="body2">
        Indentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        onChange={(_event, value) => setIndentation(value)}
        min={0}
        max={48}
        step={4}
        marks
        size="small"
      />
      <SimpleTreeView
        aria-label="Company structure"
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['operations', 'logistics', 'warehouses']}
      >
        <TreeItem itemId="operations" label="Operations">
          <TreeItem itemId="logistics" label="Logistics">
            <TreeItem itemId="warehouses" label="Warehouses">
              <TreeItem itemId="rotterdam" label="Rotterdam" />
              <TreeItem itemId="hamburg" label="Hamburg" />
            </TreeItem>
            <TreeItem itemId="fleet" label="Fleet" />
          </TreeItem>
          <TreeItem itemId="procurement" label="Procurement" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
