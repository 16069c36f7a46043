import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Bookmark = TreeViewDefaultItemModelProperties;

const initialBookmarks: Bookmark[] = [
  {
    id: 'work',
    label: 'Work',
    children: [
      { id: 'calendar', label: 'Team calendar' },
      { id: 'wiki', label: 'Engineering wiki' },
    ],
  },
  {
    id: 'reading',
    label: 'Reading list',
    children: [{ id: 'css-article', label: 'Modern CSS layouts' }],
  },
];

// Returns a copy of the tree with one label replaced.
const renameBookmark = (list: Bookmark[], id: string, label: string): Bookmark[] =>
  list.map((bookmark) => ({
    ...bookmark,
    label: bookmark.id === id ? label : bookmark.label,
    children: bookmark.children && renameBookmark(bookmark.children, id, label),
  }));

const listLabels = (list: Bookmark[]): string[] =>
  list.flatMap((bookmark) => [bookmark.label, ...listLabels(bookmark.children ?? [])]);

export default function RichRenameItems() {
  const [bookmarks, setBookmarks] = useState(initialBookmarks);

  return (
    <Box sx={{ minHeight: 260 }}>
      <RichTreeView
        aria-label="Bookmarks"
        items={bookmarks}
        defaultExpandedItems={['work', 'reading']}
        isItemEditable
        // Save the new label in your own data, as you would send it to a server.
        onItemLabelChange={(itemId, newLabel) =>
          setBookmarks((previous) => renameBookmark(previous, itemId, newLabel))
        }
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Your data: {listLabels(bookmarks).join(' · ')}
      </Typography>
    </Box>
  );
}
