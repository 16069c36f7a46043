import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Entries as a storage API might return them: no `id`, `label` or `children`.
interface StorageEntry {
  path: string;
  name: string;
  entries?: StorageEntry[];
}

const bucket: StorageEntry[] = [
  {
    path: '/invoices',
    name: 'invoices',
    entries: [
      { path: '/invoices/2024-11.pdf', name: '2024-11.pdf' },
      { path: '/invoices/2024-12.pdf', name: '2024-12.pdf' },
    ],
  },
  {
    path: '/contracts',
    name: 'contracts',
    entries: [{ path: '/contracts/lease.pdf', name: 'lease.pdf' }],
  },
];

// Defined outside the component, so they keep the same identity on every render.
const getEntryId = (entry: StorageEntry) => entry.path;
const getEntryLabel = (entry: StorageEntry) => entry.name;
const getEntryChildren = (entry: StorageEntry) => entry.entries;

export default function RichItemsCustomShape() {
  return (
    <RichTreeView
      aria-label="Storage bucket"
      items={bucket}
      getItemId={getEntryId}
      getItemLabel={getEntryLabel}
      getItemChildren={getEntryChildren}
      defaultExpandedItems={['/invoices']}
    />
  );
}
