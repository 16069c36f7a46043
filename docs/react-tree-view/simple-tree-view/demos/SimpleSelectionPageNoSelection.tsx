import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionPageNoSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      {/* A table of contents to browse: items focus and expand, but nothing stays selected. */}
      <SimpleTreeView aria-label="Table of contents" disableSelection defaultExpandedItems={['install']}>
        <TreeItem itemId="intro" label="Introduction" />
        <TreeItem itemId="install" label="Installation">
          <TreeItem itemId="requirements" label="Requirements" />
          <TreeItem itemId="first-run" label="First run" />
        </TreeItem>
        <TreeItem itemId="faq" label="FAQ" />
      </SimpleTreeView>
    </Box>
  );
}
