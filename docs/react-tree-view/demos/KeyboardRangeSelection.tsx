import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function KeyboardRangeSelection() {
  const [reportIds, setReportIds] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 360, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Quarterly reports"
        multiSelect
        defaultExpandedItems={['2024', '2025']}
        selectedItems={reportIds}
        onSelectedItemsChange={(_event, itemIds) => setReportIds(itemIds)}
      >
        {['2024', '2025'].map((year) => (
          <TreeItem key={year} itemId={year} label={`${year} reports`}>
            {quarters.map((quarter) => (
              <TreeItem key={quarter} itemId={`${year}-${quarter}`} label={`${quarter} ${year}`} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
      {/* A status region lets screen readers announce the new count after each change. */}
      <Typography role="status" variant="body2" sx={{ mt: 2 }}>
        {reportIds.length === 0 ? 'No report selected' : `${reportIds.length} selected: ${reportIds.join(', ')}`}
      </Typography>
    </Box>
  );
}
