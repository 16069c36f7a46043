import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import ForumIcon from '@mui/icons-material/Forum';
import DeleteIcon from '@mui/icons-material/Delete';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface MailFolderItemProps extends Omit<TreeItemProps, 'label' | 'sx'> {
  name: string;
  icon: ElementType;
  unread?: number;
  // Accent color of the row when it is selected.
  color?: string;
}

// One component for every folder: it adds its own props and renders a TreeItem.
function MailFolderItem({ name, icon: Icon, unread, color = '#1a73e8', ...other }: MailFolderItemProps) {
  return (
    <TreeItem
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.25 }}>
          <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
          {/* The name comes first, so type-ahead still matches it. */}
          <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: unread ? 600 : 400 }}>
            {name}
          </Typography>
          {unread ? (
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {unread}
            </Typography>
          ) : null}
        </Box>
      }
      sx={{
        // `sx` on a TreeItem styles its `li`, so target only this item's own row.
        [`& > .${treeItemClasses.content}`]: {
          borderRadius: '0 16px 16px 0',
          pr: 2,
          '&[data-selected], &[data-selected][data-focused], &[data-selected]:hover': {
            bgcolor: alpha(color, 0.12),
            color,
            [`& .${treeItemClasses.label} svg`]: { color },
          },
        },
      }}
    />
  );
}

export default function SimpleCustomizationPageMailFolderItem() {
  return (
    <Box sx={{ minHeight: 330, width: 280 }}>
      <SimpleTreeView
        aria-label="Mailbox"
        defaultExpandedItems={['categories']}
        defaultSelectedItems="inbox"
        itemChildrenIndentation={28}
      >
        <MailFolderItem itemId="inbox" name="Inbox" icon={InboxIcon} unread={14} />
        <MailFolderItem itemId="sent" name="Sent" icon={SendIcon} />
        <MailFolderItem itemId="categories" name="Categories" icon={LabelIcon}>
          <MailFolderItem itemId="social" name="Social" icon={PeopleIcon} unread={91} color="#1a73e8" />
          <MailFolderItem itemId="updates" name="Updates" icon={LocalOfferIcon} unread={248} color="#e3742f" />
          <MailFolderItem itemId="forums" name="Forums" icon={ForumIcon} unread={37} color="#a250f5" />
        </MailFolderItem>
        <MailFolderItem itemId="trash" name="Trash" icon={DeleteIcon} />
      </SimpleTreeView>
    </Box>
  );
}
