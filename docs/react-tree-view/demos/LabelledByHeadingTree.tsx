import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledByHeadingTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Typography id="museum-floors-heading" variant="h6" component="h3">
        Museum floor plan
      </Typography>
      <Typography id="museum-floors-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Use the arrow keys to move between rooms. Press Enter to open a floor.
      </Typography>
      {/* Screen readers announce the heading as the tree's name and the help text as its description. */}
      <SimpleTreeView
        aria-labelledby="museum-floors-heading"
        aria-describedby="museum-floors-help"
        defaultExpandedItems={['ground']}
      >
        <TreeItem itemId="ground" label="Ground floor">
          <TreeItem itemId="entrance" label="Entrance hall" />
          <TreeItem itemId="egypt" label="Ancient Egypt" />
        </TreeItem>
        <TreeItem itemId="first" label="First floor">
          <TreeItem itemId="impressionism" label="Impressionism" />
          <TreeItem itemId="sculpture" label="Sculpture garden" />
        </TreeItem>
        <TreeItem itemId="cafe" label="Rooftop café" />
      </SimpleTreeView>
    </Box>
  );
}
