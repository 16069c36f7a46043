import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// No `label` field: the text comes from two fields of each entry.
interface CatalogEntry {
  id: string;
  code: string;
  title: string;
  children?: CatalogEntry[];
}

const catalog: CatalogEntry[] = [
  {
    id: 'cs',
    code: 'CS',
    title: 'Computer science',
    children: [
      { id: 'cs-101', code: 'CS 101', title: 'Introduction to programming' },
      { id: 'cs-210', code: 'CS 210', title: 'Data structures' },
      { id: 'cs-340', code: 'CS 340', title: 'Operating systems' },
    ],
  },
  {
    id: 'ma',
    code: 'MA',
    title: 'Mathematics',
    children: [
      { id: 'ma-120', code: 'MA 120', title: 'Linear algebra' },
      { id: 'ma-230', code: 'MA 230', title: 'Probability' },
    ],
  },
];

// Must return a string. Type-ahead matches its first letters, so typing "m" moves to "MA".
const getCourseLabel = (entry: CatalogEntry) => `${entry.code} · ${entry.title}`;

export default function RichTreeViewItemsComputedLabel() {
  return (
    <Box sx={{ minHeight: 280 }}>
      <RichTreeView
        aria-label="Course catalog"
        items={catalog}
        getItemLabel={getCourseLabel}
        defaultExpandedItems={['cs', 'ma']}
      />
    </Box>
  );
}
