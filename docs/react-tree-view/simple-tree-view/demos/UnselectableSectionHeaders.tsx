import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function UnselectableSectionHeaders() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Course chapters"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['basics', 'advanced']}
      >
        {/* Section headers group lessons: they expand, but can't be selected. */}
        <TreeItem itemId="basics" label="Basics" disableSelection>
          <TreeItem itemId="variables" label="Variables" />
          <TreeItem itemId="functions" label="Functions" />
        </TreeItem>
        <TreeItem itemId="advanced" label="Advanced" disableSelection>
          <TreeItem itemId="generics" label="Generics" />
          <TreeItem itemId="decorators" label="Decorators" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
