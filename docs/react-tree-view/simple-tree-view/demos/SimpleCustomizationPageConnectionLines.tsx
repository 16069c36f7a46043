import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The arrow is centred 16px from the start of the row at depth 0 (8px padding + half of its 16px box).
// Each level adds `--TreeView-itemChildrenIndentation`, and every item sets `--TreeView-itemDepth`.
const parentArrowCenter = 'calc(16px + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))';
const line = '1px dashed';

export default function SimpleCustomizationPageConnectionLines() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Company structure"
        defaultExpandedItems={['company', 'engineering', 'platform']}
        itemChildrenIndentation={24}
        sx={{
          // A vertical line under each open parent. Inside the group, the depth is still the parent's.
          [`& .${treeItemClasses.groupTransition}`]: {
            position: 'relative',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 0,
              bottom: 16,
              left: parentArrowCenter,
              borderLeft: line,
              borderColor: 'text.disabled',
            },
          },
          // A short horizontal line from the parent's line to each child row.
          [`& .${treeItemClasses.groupTransition} .${treeItemClasses.content}::before`]: {
            content: '""',
            position: 'absolute',
            top: '50%',
            left: 'calc(16px + var(--TreeView-itemChildrenIndentation) * (var(--TreeView-itemDepth) - 1))',
            width: 'calc(var(--TreeView-itemChildrenIndentation) - 8px)',
            borderTop: line,
            borderColor: 'text.disabled',
          },
        }}
      >
        <TreeItem itemId="company" label="Northwind Ltd">
          <TreeItem itemId="engineering" label="Engineering">
            <TreeItem itemId="platform" label="Platform">
              <TreeItem itemId="infra" label="Infrastructure" />
              <TreeItem itemId="tooling" label="Developer tools" />
            </TreeItem>
            <TreeItem itemId="mobile" label="Mobile apps" />
          </TreeItem>
          <TreeItem itemId="sales" label="Sales">
            <TreeItem itemId="emea" label="EMEA" />
          </TreeItem>
          <TreeItem itemId="finance" label="Finance" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
