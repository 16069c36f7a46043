import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileType = 'doc' | 'image' | 'pdf' | 'sheet';

interface ExplorerEntry {
  id: string;
  label: string;
  // Folders have children and no type.
  fileType?: FileType;
  size?: string;
  children?: ExplorerEntry[];
}

const entries: ExplorerEntry[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      {
        id: 'contoso',
        label: 'Contoso',
        children: [
          { id: 'contoso-brief', label: 'Brief.docx', fileType: 'doc', size: '38 KB' },
          { id: 'contoso-quote', label: 'Quote Q3.pdf', fileType: 'pdf', size: '212 KB' },
        ],
      },
      { id: 'clients-list', label: 'Client list.xlsx', fileType: 'sheet', size: '64 KB' },
    ],
  },
  {
    id: 'brand',
    label: 'Brand assets',
    children: [
      { id: 'logo', label: 'Logo.svg', fileType: 'image', size: '12 KB' },
      { id: 'palette', label: 'Palette.png', fileType: 'image', size: '340 KB' },
    ],
  },
  { id: 'handbook', label: 'Team handbook.pdf', fileType: 'pdf', size: '1.8 MB' },
];

const fileIcons = {
  doc: ArticleOutlinedIcon,
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  sheet: TableChartOutlinedIcon,
};

function ExplorerItem(props: TreeItemProps) {
  const entry = useTreeItemModel<ExplorerEntry>(props.itemId);

  if (!entry?.fileType) {
    // Folders keep the tree's folder icons and the default label.
    return <TreeItem {...props} />;
  }

  return (
    <TreeItem
      {...props}
      // `endIcon` is the icon of an item without children.
      slots={{ endIcon: fileIcons[entry.fileType] }}
      slotProps={{
        // Only what the label shows changes: the `label` prop stays the file name,
        // so renaming and type-ahead keep working with the real name.
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {props.label}
              </Box>
              <Typography variant="caption" color="text.secondary">
                {entry.size}
              </Typography>
            </Box>
          ),
        },
      }}
    />
  );
}

const isFile = (entry: ExplorerEntry) => entry.fileType !== undefined;

export default function RichCustomizationPageFileExplorer() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Shared drive"
        items={entries}
        defaultExpandedItems={['clients', 'contoso']}
        isItemEditable={isFile}
        slots={{ item: ExplorerItem, expandIcon: FolderRoundedIcon, collapseIcon: FolderOpenRoundedIcon }}
        sx={{
          [`& .${treeItemClasses.iconContainer}`]: { color: 'text.secondary' },
          [`& .${treeItemClasses.content}[data-expanded] > .${treeItemClasses.iconContainer}`]: { color: 'primary.main' },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Double-click a file name, or focus a file and press Enter, to rename it.
      </Typography>
    </Box>
  );
}
