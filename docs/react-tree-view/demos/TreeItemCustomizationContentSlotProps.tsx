import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';

export default function TreeItemCustomizationContentSlotProps() {
  const [openDocument, setOpenDocument] = React.useState<string | null>(null);

  // Props for the row of one document. The content is the row only, so a
  // double-click on a nested item never reaches its parent's handler.
  const documentRow = (name: string): TreeItemSlotProps => ({
    content: {
      title: `Double-click to open ${name}`,
      onDoubleClick: () => setOpenDocument(name),
    },
  });

  return (
    <Box sx={{ minHeight: 250, minWidth: 260 }}>
      <SimpleTreeView aria-label="Contracts" defaultExpandedItems={['clients', 'suppliers']}>
        <TreeItem itemId="clients" label="Clients">
          <TreeItem
            itemId="northwind"
            label="Northwind service agreement"
            slotProps={documentRow('Northwind service agreement')}
          />
          <TreeItem
            itemId="contoso"
            label="Contoso framework contract"
            slotProps={documentRow('Contoso framework contract')}
          />
        </TreeItem>
        <TreeItem itemId="suppliers" label="Suppliers">
          <TreeItem itemId="printing" label="Printing services" slotProps={documentRow('Printing services')} />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {openDocument ? `Opened: ${openDocument}` : 'Double-click a contract to open it.'}
      </Typography>
    </Box>
  );
}
