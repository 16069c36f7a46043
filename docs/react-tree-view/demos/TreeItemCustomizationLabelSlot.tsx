import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface LibraryEntry {
  id: string;
  label: string;
  // A year for an album, a duration for a track.
  detail: string;
  children?: LibraryEntry[];
}

const library: LibraryEntry[] = [
  {
    id: 'blue-train',
    label: 'Blue Train',
    detail: '1958',
    children: [
      { id: 'blue-train-1', label: 'Blue Train', detail: '10:43' },
      { id: 'moments-notice', label: "Moment's Notice", detail: '9:10' },
      { id: 'locomotion', label: 'Locomotion', detail: '7:14' },
    ],
  },
  {
    id: 'kind-of-blue',
    label: 'Kind of Blue',
    detail: '1959',
    children: [
      { id: 'so-what', label: 'So What', detail: '9:22' },
      { id: 'blue-in-green', label: 'Blue in Green', detail: '5:37' },
    ],
  },
];

interface DetailLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  detail?: string;
}

// The label slot receives the label as `children`, plus props from the tree:
// TreeItemLabel knows what to do with them, so pass them on.
const DetailLabel = React.forwardRef(function DetailLabel(props: DetailLabelProps, ref: React.Ref<HTMLDivElement>) {
  const { detail, children, ...other } = props;
  return (
    <TreeItemLabel {...other} ref={ref} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{children}</span>
      <Typography component="span" variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </TreeItemLabel>
  );
});

const LibraryItem = React.forwardRef(function LibraryItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // Your own item object, as you passed it in `items`.
  const entry = useTreeItemModel<LibraryEntry>(props.itemId);
  const labelProps: DetailLabelProps = { detail: entry?.detail };

  return <TreeItem {...props} ref={ref} slots={{ label: DetailLabel }} slotProps={{ label: labelProps }} />;
});

export default function TreeItemCustomizationLabelSlot() {
  return (
    <Box sx={{ minHeight: 290, width: 320 }}>
      <RichTreeView
        aria-label="Music library"
        items={library}
        defaultExpandedItems={['blue-train', 'kind-of-blue']}
        slots={{ item: LibraryItem }}
      />
    </Box>
  );
}
