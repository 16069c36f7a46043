import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface DriveEntry {
  id: string;
  label: string;
  isFolder?: boolean;
  children?: DriveEntry[];
}

const drive: DriveEntry[] = [
  {
    id: 'designs',
    label: 'Designs',
    isFolder: true,
    children: [
      { id: 'logo.svg', label: 'logo.svg' },
      { id: 'banner.png', label: 'banner.png' },
    ],
  },
  { id: 'archive', label: 'Archive', isFolder: true, children: [] },
  { id: 'brief.pdf', label: 'brief.pdf' },
  { id: 'budget.xlsx', label: 'budget.xlsx' },
];

const folderIds = new Set(drive.filter((entry) => entry.isFolder).map((entry) => entry.id));

// Items can go to the top level or into a folder, never inside a file.
const canMove = ({ newPosition }: { newPosition: { parentId: string | null } }) =>
  newPosition.parentId === null || folderIds.has(newPosition.parentId);

export default function ProReorderFolderRules() {
  return (
    <RichTreeViewPro
      aria-label="Shared drive"
      items={drive}
      defaultExpandedItems={['designs']}
      itemsReordering
      canMoveItemToNewPosition={canMove}
    />
  );
}
