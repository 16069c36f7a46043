import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileKind = 'folder' | 'pdf' | 'image' | 'video' | 'text';

interface DriveFile {
  id: string;
  label: string;
  kind: FileKind;
  size?: string;
  children?: DriveFile[];
}

const files: DriveFile[] = [
  {
    id: 'launch',
    label: 'Product launch',
    kind: 'folder',
    children: [
      { id: 'press-kit', label: 'Press kit.pdf', kind: 'pdf', size: '2.4 MB' },
      { id: 'hero', label: 'Hero shot.png', kind: 'image', size: '860 KB' },
      { id: 'teaser', label: 'Teaser.mp4', kind: 'video', size: '48 MB' },
    ],
  },
  { id: 'notes', label: 'Meeting notes.txt', kind: 'text', size: '4 KB' },
];

const icons = {
  folder: FolderOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  image: ImageOutlinedIcon,
  video: MovieOutlinedIcon,
  text: DescriptionOutlinedIcon,
};

function FileItem(props: TreeItemProps) {
  // The item object from `items`, looked up by id.
  const file = useTreeItemModel<DriveFile>(props.itemId);
  const Icon = icons[file?.kind ?? 'text'];

  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" />
      <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {props.label}
      </Box>
      {file?.size && (
        <Typography variant="caption" color="text.secondary">
          {file.size}
        </Typography>
      )}
    </Box>
  );

  return <TreeItem {...props} label={label} />;
}

export default function RichFileTypeItems() {
  return (
    <RichTreeView
      aria-label="Shared files"
      items={files}
      defaultExpandedItems={['launch']}
      slots={{ item: FileItem }}
    />
  );
}
