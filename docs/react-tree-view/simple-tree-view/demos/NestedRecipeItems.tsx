import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function NestedRecipeItems() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView aria-label="Recipes" defaultExpandedItems={['dinner']}>
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="pancakes" label="Buttermilk pancakes" />
          <TreeItem itemId="shakshuka" label="Shakshuka" />
        </TreeItem>
        <TreeItem itemId="dinner" label="Dinner">
          {/* An item inside an item inside an item: nesting has no depth limit. */}
          <TreeItem itemId="pasta" label="Pasta">
            <TreeItem itemId="carbonara" label="Carbonara" />
            <TreeItem itemId="pesto" label="Trofie with pesto" />
          </TreeItem>
          <TreeItem itemId="curry" label="Chickpea curry" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts" />
      </SimpleTreeView>
    </Box>
  );
}
