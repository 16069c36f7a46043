import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const articles: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'create-account', label: 'Create an account' },
      { id: 'invite-team', label: 'Invite your team' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'change-plan', label: 'Change your plan' },
      { id: 'download-invoices', label: 'Download invoices' },
    ],
  },
];

type ArticleItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const ArticleItem = React.forwardRef(function ArticleItem(props: ArticleItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });

  // Your handler runs first. Setting `defaultMuiPrevented` skips the tree's own
  // handling of this click (selection and expansion), but not `onItemClick`.
  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    if (event.altKey) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps({ onClick: handleContentClick })}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          {/* Extra props are merged with the ones the tree computes. */}
          <TreeItemLabel {...treeItem.getLabelProps({ title: 'Alt+click to preview' })} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationGetterProps() {
  const apiRef = useRichTreeViewApiRef<TreeViewDefaultItemModelProperties>();
  const [preview, setPreview] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 290, minWidth: 260 }}>
      <RichTreeView
        aria-label="Help center"
        apiRef={apiRef}
        items={articles}
        defaultExpandedItems={['getting-started', 'billing']}
        slots={{ item: ArticleItem }}
        onItemClick={(event, itemId) => {
          if (event.altKey) {
            setPreview(apiRef.current?.getItem(itemId).label ?? null);
          }
        }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {preview ? `Preview: ${preview}. The selection did not change.` : 'Alt+click an article to preview it.'}
      </Typography>
    </Box>
  );
}
