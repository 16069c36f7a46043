import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
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
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileKind = 'folder' | 'pdf' | 'image' | 'text' | 'sheet';

interface FileEntry {
  id: string;
  label: string;
  kind: FileKind;
  size?: string;
  children?: FileEntry[];
}

const files: FileEntry[] = [
  {
    id: 'invoices',
    label: 'Invoices',
    kind: 'folder',
    children: [
      { id: 'invoice-march', label: 'invoice-march.pdf', kind: 'pdf', size: '84 KB' },
      { id: 'invoice-april', label: 'invoice-april.pdf', kind: 'pdf', size: '91 KB' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    kind: 'folder',
    children: [
      { id: 'team-offsite', label: 'team-offsite.jpg', kind: 'image', size: '2.4 MB' },
      {
        id: 'office',
        label: 'Office',
        kind: 'folder',
        children: [{ id: 'floor-plan', label: 'floor-plan.png', kind: 'image', size: '640 KB' }],
      },
    ],
  },
  { id: 'to-sort', label: 'To sort', kind: 'folder', children: [] },
  { id: 'budget', label: 'budget-2025.xlsx', kind: 'sheet', size: '38 KB' },
  { id: 'notes', label: 'meeting-notes.txt', kind: 'text', size: '4 KB' },
];

// Items keep their kind when they move, so a lookup built once from the data stays valid.
const kindById = new Map<string, FileKind>();
const collectKinds = (entries: FileEntry[]) =>
  entries.forEach((entry) => {
    kindById.set(entry.id, entry.kind);
    collectKinds(entry.children ?? []);
  });
collectKinds(files);

const fileIcons: Record<Exclude<FileKind, 'folder'>, SvgIconComponent> = {
  pdf: PictureAsPdfOutlinedIcon,
  image: ImageOutlinedIcon,
  text: DescriptionOutlinedIcon,
  sheet: TableChartOutlinedIcon,
};

type FileItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const FileItem = React.forwardRef(function FileItem(props: FileItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  const entry = useTreeItemModel<FileEntry>(itemId);

  let Icon: SvgIconComponent = FolderRoundedIcon;
  if (entry && entry.kind !== 'folder') {
    Icon = fileIcons[entry.kind];
  } else if (treeItem.status.expanded) {
    Icon = FolderOpenRoundedIcon;
  }

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <Icon fontSize="small" color={entry?.kind === 'folder' ? 'primary' : 'action'} />
          <TreeItemLabel {...treeItem.getLabelProps()} />
          {entry?.size && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', pl: 1 }}>
              {entry.size}
            </Typography>
          )}
          {/* Draws the drop line or highlight while an item is dragged over this one. */}
          <TreeItemDragAndDropOverlay {...treeItem.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function OrderingPageFileExplorer() {
  return (
    <Box sx={{ minHeight: 380, maxWidth: 400 }}>
      <RichTreeViewPro
        aria-label="Company files"
        items={files}
        defaultExpandedItems={['invoices', 'photos']}
        itemsReordering
        // Files and folders can go to the top level or into a folder, never into a file.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || kindById.get(newPosition.parentId) === 'folder'
        }
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
