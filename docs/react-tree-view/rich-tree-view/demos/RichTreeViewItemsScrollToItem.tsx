import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const timeZones: Record<string, string[]> = {
  Africa: ['Abidjan', 'Accra', 'Cairo', 'Casablanca', 'Johannesburg', 'Lagos', 'Nairobi', 'Tunis'],
  America: ['Bogota', 'Chicago', 'Denver', 'Halifax', 'Lima', 'Mexico City', 'New York', 'Toronto', 'Vancouver'],
  Asia: ['Bangkok', 'Dubai', 'Jakarta', 'Karachi', 'Kolkata', 'Manila', 'Seoul', 'Singapore', 'Tokyo'],
  Europe: ['Athens', 'Berlin', 'Dublin', 'Helsinki', 'Lisbon', 'London', 'Madrid', 'Paris', 'Warsaw'],
};

const zones: TreeViewDefaultItemModelProperties[] = Object.entries(timeZones).map(([region, cities]) => ({
  id: region,
  label: region,
  children: cities.map((city) => ({ id: `${region}/${city.replace(/ /g, '_')}`, label: city })),
}));

const shortcuts = ['Africa/Nairobi', 'America/Toronto', 'Asia/Tokyo', 'Europe/Warsaw'];

export default function RichTreeViewItemsScrollToItem() {
  const apiRef = useRichTreeViewApiRef<TreeViewDefaultItemModelProperties>();
  const scrollBoxRef = useRef<HTMLDivElement>(null);

  const scrollToZone = (itemId: string) => {
    // `null` when the item isn't rendered, for example after its region was collapsed.
    const element = apiRef.current?.getItemDOMElement(itemId);
    const scrollBox = scrollBoxRef.current;
    if (!element || !scrollBox) {
      return;
    }
    // Scroll only the box, so that the page itself stays where it is.
    const offset = element.getBoundingClientRect().top - scrollBox.getBoundingClientRect().top;
    scrollBox.scrollTo({ top: scrollBox.scrollTop + offset, behavior: 'smooth' });
  };

  return (
    <Box sx={{ minHeight: 320 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {shortcuts.map((itemId) => (
          <Button key={itemId} size="small" variant="outlined" onClick={() => scrollToZone(itemId)}>
            {itemId.split('/')[1]}
          </Button>
        ))}
      </Stack>
      <Box
        ref={scrollBoxRef}
        sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeView
          aria-label="Time zones"
          apiRef={apiRef}
          items={zones}
          // Every region starts open, so every city has an element to scroll to.
          defaultExpandedItems={Object.keys(timeZones)}
        />
      </Box>
    </Box>
  );
}
