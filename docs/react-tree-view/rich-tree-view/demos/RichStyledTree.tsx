import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const sitemap: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'home',
    label: 'Home',
    children: [
      {
        id: 'shop',
        label: 'Shop',
        children: [
          { id: 'new-in', label: 'New in' },
          { id: 'sale', label: 'Sale' },
        ],
      },
      { id: 'journal', label: 'Journal' },
      { id: 'about', label: 'About us' },
    ],
  },
];

export default function RichStyledTree() {
  return (
    <RichTreeView
      aria-label="Site map"
      items={sitemap}
      defaultExpandedItems={['home', 'shop']}
      defaultSelectedItems="sale"
      itemChildrenIndentation={20}
      sx={{
        [`& .${treeItemClasses.content}`]: {
          py: 0.75,
          borderRadius: 2,
          // The state of an item is on data attributes of its content element.
          '&[data-selected]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '&[data-selected][data-focused], &[data-selected]:hover': { bgcolor: 'primary.dark' },
        },
        // A dotted guide line under each open parent, centred on its arrow.
        [`& .${treeItemClasses.groupTransition}`]: {
          position: 'relative',
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 'calc(16px + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))',
            borderLeft: '1px dotted',
            borderColor: 'divider',
          },
        },
      }}
    />
  );
}
