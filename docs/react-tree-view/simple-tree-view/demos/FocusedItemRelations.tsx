import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface FocusedItemInfo {
  path: string[];
  domId: string | undefined;
}

export default function FocusedItemRelations() {
  const apiRef = useSimpleTreeViewApiRef();
  const [info, setInfo] = useState<FocusedItemInfo | null>(null);

  const handleItemFocus = (_event: SyntheticEvent | null, itemId: string) => {
    const api = apiRef.current;
    if (!api) return;
    // Walk up from the focused item to its root ancestor.
    const path = [itemId];
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      path.unshift(parentId);
      parentId = api.getParentId(parentId);
    }
    setInfo({ path, domId: api.getItemDOMElement(itemId)?.id });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        id="regions"
        apiRef={apiRef}
        aria-label="Sales regions"
        defaultExpandedItems={['europe', 'germany']}
        onItemFocus={handleItemFocus}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France" />
          <TreeItem itemId="germany" label="Germany">
            <TreeItem itemId="berlin" label="Berlin office" />
            <TreeItem itemId="munich" label="Munich office" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="japan" label="Japan" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" component="div" sx={{ mt: 2 }}>
        {info ? (
          <>
            <div>Path from getParentId: {info.path.join(' › ')}</div>
            <div>DOM id from getItemDOMElement: {info.domId}</div>
          </>
        ) : (
          'Click an item or tab into the tree.'
        )}
      </Typography>
    </Box>
  );
}
