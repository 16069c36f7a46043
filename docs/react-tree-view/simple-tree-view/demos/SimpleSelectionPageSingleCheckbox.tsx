import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionPageSingleCheckbox() {
  // `checkboxSelection` without `multiSelect`: one id, or null once the box is unchecked.
  const [planId, setPlanId] = useState<string | null>('standard');

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Shipping options"
        checkboxSelection
        defaultExpandedItems={['home', 'pickup']}
        selectedItems={planId}
        onSelectedItemsChange={(_event, itemId) => setPlanId(itemId)}
      >
        <TreeItem itemId="home" label="Home delivery">
          <TreeItem itemId="standard" label="Standard, 3 to 5 days" />
          <TreeItem itemId="express" label="Express, next day" />
        </TreeItem>
        <TreeItem itemId="pickup" label="Pickup">
          <TreeItem itemId="store" label="In store" />
          <TreeItem itemId="locker" label="Parcel locker" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Shipping: {planId ?? 'not chosen'}
      </Typography>
    </Box>
  );
}
