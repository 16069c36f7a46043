import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import LinkIcon from '@mui/icons-material/Link';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BookmarkItemIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView aria-label="Bookmarks" defaultExpandedItems={['work']}>
        {/* The `icon` slot replaces the arrow too, so keep it for leaves. */}
        <TreeItem itemId="pinned" label="Team calendar" slots={{ icon: StarIcon }} />
        <TreeItem itemId="work" label="Work">
          <TreeItem itemId="tracker" label="Issue tracker" slots={{ endIcon: LinkIcon }} />
          <TreeItem itemId="wiki" label="Team wiki" slots={{ endIcon: LinkIcon }} />
        </TreeItem>
        {/* `null` removes the icon of this item only. */}
        <TreeItem itemId="reading" label="Reading list" slots={{ expandIcon: null, collapseIcon: null }}>
          <TreeItem itemId="article" label="Designing for screen readers" slots={{ endIcon: LinkIcon }} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
