import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import CircleIcon from '@mui/icons-material/Circle';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PlusMinusIconsTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Project milestones"
        defaultExpandedItems={['design']}
        // These icons apply to every item in the tree.
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: CircleIcon,
        }}
        slotProps={{
          // The slot props are typed as `svg` attributes, so use `style` rather than `sx`.
          endIcon: { style: { fontSize: 8, opacity: 0.6 } },
        }}
      >
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="wireframes" label="Wireframes" />
          <TreeItem itemId="mockups" label="High-fidelity mockups" />
        </TreeItem>
        <TreeItem itemId="build" label="Build">
          <TreeItem itemId="api" label="API" />
          <TreeItem itemId="frontend" label="Front end" />
        </TreeItem>
        <TreeItem itemId="launch" label="Launch" />
      </SimpleTreeView>
    </Box>
  );
}
