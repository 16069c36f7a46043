import Box from '@mui/material/Box';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FileSystemTree() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['src', 'src/components']}
        // Folders show a folder icon, files (items without children) a page icon.
        slots={{
          expandIcon: FolderOutlinedIcon,
          collapseIcon: FolderOpenOutlinedIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/CartButton.tsx" label="CartButton.tsx" />
            <TreeItem itemId="src/components/ProductCard.tsx" label="ProductCard.tsx" />
          </TreeItem>
          <TreeItem itemId="src/hooks" label="hooks">
            <TreeItem itemId="src/hooks/useCart.ts" label="useCart.ts" />
          </TreeItem>
          <TreeItem itemId="src/App.tsx" label="App.tsx" />
          <TreeItem itemId="src/main.tsx" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
