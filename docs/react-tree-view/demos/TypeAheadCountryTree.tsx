import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const continents: Record<string, string[]> = {
  Africa: ['Ghana', 'Kenya', 'Morocco', 'Namibia', 'Nigeria'],
  Europe: ['Netherlands', 'Norway', 'Poland', 'Portugal', 'Spain'],
  'South America': ['Argentina', 'Brazil', 'Chile', 'Colombia', 'Peru'],
};

export default function TypeAheadCountryTree() {
  return (
    <Box sx={{ minWidth: 250 }}>
      {/* Focus an item, then type "n", "n" again, or "no" quickly. */}
      <SimpleTreeView aria-label="Shipping destinations" defaultExpandedItems={Object.keys(continents)}>
        {Object.entries(continents).map(([continent, countries]) => (
          <TreeItem key={continent} itemId={continent} label={continent}>
            {countries.map((country) => (
              <TreeItem key={country} itemId={country} label={country} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
