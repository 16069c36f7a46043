import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SidebarStyledTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Documentation"
        defaultExpandedItems={['guides']}
        defaultSelectedItems="install"
        sx={{
          // Rounded rows with a bold, colored label when selected.
          [`& .${treeItemClasses.content}`]: { borderRadius: 2, py: 0.75 },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.label}`]: { fontWeight: 600 },
          // A vertical guide line next to the children of each item.
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '15px',
            borderLeft: '1px dashed',
            borderColor: 'divider',
          },
        }}
      >
        <TreeItem itemId="intro" label="Introduction" />
        <TreeItem itemId="guides" label="Guides">
          <TreeItem itemId="install" label="Installation" />
          <TreeItem itemId="config" label="Configuration">
            <TreeItem itemId="env" label="Environment variables" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="faq" label="FAQ" />
      </SimpleTreeView>
    </Box>
  );
}
