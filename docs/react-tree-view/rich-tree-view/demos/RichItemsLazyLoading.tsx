import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Region {
  id: string;
  label: string;
  childCount: number;
}

// Stands in for a server: each call returns the children of one region after a delay.
const regionsByParent: Record<string, Region[]> = {
  root: [
    { id: 'europe', label: 'Europe', childCount: 2 },
    { id: 'oceania', label: 'Oceania', childCount: 1 },
  ],
  europe: [
    { id: 'spain', label: 'Spain', childCount: 2 },
    { id: 'norway', label: 'Norway', childCount: 0 },
  ],
  spain: [
    { id: 'madrid', label: 'Madrid', childCount: 0 },
    { id: 'valencia', label: 'Valencia', childCount: 0 },
  ],
  oceania: [{ id: 'new-zealand', label: 'New Zealand', childCount: 0 }],
};

function fetchRegions(parentId?: string): Promise<Region[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(regionsByParent[parentId ?? 'root'] ?? []), 800);
  });
}

// The tree starts empty and asks the data source for the root items.
const initialItems: Region[] = [];

const dataSource = {
  getTreeItems: fetchRegions,
  // 0 means "leaf"; any other number shows the expand arrow.
  getChildrenCount: (region: Region) => region.childCount,
};

export default function RichItemsLazyLoading() {
  const [status, setStatus] = useState('Loading regions…');

  return (
    <Box sx={{ minHeight: 220 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <RichTreeViewPro
        aria-label="Sales regions"
        items={initialItems}
        dataSource={dataSource}
        onItemsLazyLoaded={({ items, parentId, isCacheHit }) =>
          setStatus(
            `Loaded ${items.length} regions under ${parentId ?? 'the root'}` +
              (isCacheHit ? ' from the cache.' : ' from the server.'),
          )
        }
      />
    </Box>
  );
}
