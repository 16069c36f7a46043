import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function SimpleItemsPageScrollToItem() {
  const apiRef = useSimpleTreeViewApiRef();
  const [status, setStatus] = useState('Pick a report.');

  const scrollToItem = (itemId: string) => {
    // `null` when the item is not rendered, for example inside a collapsed parent.
    const element = apiRef.current?.getItemDOMElement(itemId);
    if (!element) {
      setStatus(`No element for "${itemId}": open its parent first.`);
      return;
    }
    element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setStatus(`Scrolled to the element with id "${element.id}".`);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => scrollToItem('2025-january')}>
          January 2025
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollToItem('2025-december')}>
          December 2025
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollToItem('2024-december')}>
          December 2024
        </Button>
      </Stack>
      <Typography variant="body2">{status}</Typography>
      {/* The tree scrolls inside this box, which has a fixed height. */}
      <Box sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SimpleTreeView id="reports" apiRef={apiRef} aria-label="Monthly reports" defaultExpandedItems={['2025']}>
          <TreeItem itemId="2025" label="Reports 2025">
            {months.map((month) => (
              <TreeItem key={month} itemId={`2025-${month.toLowerCase()}`} label={`${month} 2025`} />
            ))}
          </TreeItem>
          <TreeItem itemId="2024" label="Reports 2024">
            {months.map((month) => (
              <TreeItem key={month} itemId={`2024-${month.toLowerCase()}`} label={`${month} 2024`} />
            ))}
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
