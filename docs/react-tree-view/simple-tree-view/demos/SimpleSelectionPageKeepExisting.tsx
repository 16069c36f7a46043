import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const flaggedReports = ['q1-sales', 'q3-sales', 'churn'];

export default function SimpleSelectionPageKeepExisting() {
  const apiRef = useSimpleTreeViewApiRef();
  const [keepExisting, setKeepExisting] = useState(true);

  const selectFlagged = () => {
    flaggedReports.forEach((itemId) => {
      apiRef.current?.setItemSelection({ itemId, shouldBeSelected: true, keepExistingSelection: keepExisting });
    });
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectFlagged}>
          Select flagged reports
        </Button>
        <FormControlLabel
          control={<Switch checked={keepExisting} onChange={(event) => setKeepExisting(event.target.checked)} />}
          label="keepExistingSelection"
        />
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Reports"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['sales', 'customers']}
        defaultSelectedItems={['nps']}
      >
        <TreeItem itemId="sales" label="Sales">
          <TreeItem itemId="q1-sales" label="Q1 sales (flagged)" />
          <TreeItem itemId="q2-sales" label="Q2 sales" />
          <TreeItem itemId="q3-sales" label="Q3 sales (flagged)" />
        </TreeItem>
        <TreeItem itemId="customers" label="Customers">
          <TreeItem itemId="churn" label="Churn (flagged)" />
          <TreeItem itemId="nps" label="Satisfaction survey" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
