import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// The default shape: an `id`, a `label` and, for parents, a `children` array.
const bookshop: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'crime', label: 'Crime and thrillers' },
      { id: 'sci-fi', label: 'Science fiction' },
      { id: 'historical', label: 'Historical fiction' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'biography', label: 'Biography' },
      {
        id: 'food',
        label: 'Food and drink',
        children: [
          { id: 'baking', label: 'Baking' },
          { id: 'wine', label: 'Wine' },
        ],
      },
    ],
  },
  { id: 'children', label: "Children's books" },
];

export default function RichItemsBasic() {
  return (
    <RichTreeView
      aria-label="Bookshop categories"
      items={bookshop}
      defaultExpandedItems={['fiction']}
    />
  );
}
