import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const docs: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'quickstart', label: 'Quickstart' },
      {
        id: 'webhooks',
        label: 'Webhooks',
        children: [
          { id: 'retries', label: 'Retries' },
          { id: 'signatures', label: 'Verify signatures' },
        ],
      },
    ],
  },
  { id: 'api-reference', label: 'API reference' },
  { id: 'changelog', label: 'Changelog' },
];

export default function RichFocusFromButton() {
  const apiRef = useRichTreeViewApiRef();

  const focusSignatures = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // focusItem ignores hidden items: open the ancestors first...
    api.setItemExpansion({ itemId: 'guides', shouldBeExpanded: true });
    api.setItemExpansion({ itemId: 'webhooks', shouldBeExpanded: true });
    // ...then focus once the tree has rendered them.
    setTimeout(() => api.focusItem(null, 'signatures'));
  };

  return (
    <Box sx={{ minHeight: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'changelog')}>
          Focus Changelog
        </Button>
        <Button size="small" onClick={focusSignatures}>
          Focus Verify signatures
        </Button>
      </Stack>
      <RichTreeView aria-label="Developer docs" apiRef={apiRef} items={docs} />
    </Box>
  );
}
