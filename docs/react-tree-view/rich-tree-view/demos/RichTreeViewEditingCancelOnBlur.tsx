import type { FocusEvent } from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type {
  TreeViewCancellableEvent,
  TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view/models';

const repositories: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'web',
    label: 'web-app',
    children: [
      { id: 'web-main', label: 'main' },
      { id: 'web-release', label: 'release/2.4' },
    ],
  },
  {
    id: 'api',
    label: 'api-server',
    children: [{ id: 'api-main', label: 'main' }],
  },
];

export default function RichTreeViewEditingCancelOnBlur() {
  const apiRef = useRichTreeViewApiRef();

  const handleBlur = (event: FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Skip the tree's "save on blur", then close the field: only Enter saves.
    event.defaultMuiPrevented = true;
    apiRef.current?.setEditedItem(null);
  };

  return (
    <Box sx={{ minHeight: 220 }}>
      <RichTreeView
        aria-label="Repositories and branches"
        apiRef={apiRef}
        items={repositories}
        defaultExpandedItems={['web', 'api']}
        isItemEditable
        slotProps={{ item: { slotProps: { labelInput: { onBlur: handleBlur } } } }}
      />
    </Box>
  );
}
