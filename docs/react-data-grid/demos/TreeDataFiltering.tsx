import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface PlanItem {
  id: number;
  path: string[];
  owner: string;
  days: number;
}

// Top-level rows are epics; the rows below them are their tasks.
const rows: PlanItem[] = [
  { id: 1, path: ['Checkout redesign'], owner: 'Priya', days: 18 },
  { id: 2, path: ['Checkout redesign', 'Payment form'], owner: 'Omar', days: 5 },
  { id: 3, path: ['Checkout redesign', 'Address autocomplete'], owner: 'Priya', days: 3 },
  { id: 4, path: ['Checkout redesign', 'Order summary'], owner: 'Lena', days: 8 },
  { id: 5, path: ['Mobile app 2.0'], owner: 'Omar', days: 30 },
  { id: 6, path: ['Mobile app 2.0', 'Offline mode'], owner: 'Lena', days: 12 },
  { id: 7, path: ['Mobile app 2.0', 'Push notifications'], owner: 'Priya', days: 4 },
  { id: 8, path: ['Mobile app 2.0', 'Dark theme'], owner: 'Omar', days: 2 },
  { id: 9, path: ['Reporting'], owner: 'Lena', days: 10 },
  { id: 10, path: ['Reporting', 'CSV export'], owner: 'Lena', days: 2 },
  { id: 11, path: ['Reporting', 'Monthly e-mail'], owner: 'Omar', days: 6 },
];

const columns: GridColDef<PlanItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'days', headerName: 'Days', type: 'number', width: 90 },
];

const getTreeDataPath: DataGridProProps<PlanItem>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFiltering() {
  const [childrenFiltering, setChildrenFiltering] = useState(true);
  const [childrenSorting, setChildrenSorting] = useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={childrenFiltering} onChange={(event) => setChildrenFiltering(event.target.checked)} />}
          label="Filter tasks too"
        />
        <FormControlLabel
          control={<Switch checked={childrenSorting} onChange={(event) => setChildrenSorting(event.target.checked)} />}
          label="Sort tasks too"
        />
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Epic / task', width: 220 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={!childrenFiltering}
          disableChildrenSorting={!childrenSorting}
          initialState={{
            filter: { filterModel: { items: [{ field: 'owner', operator: 'equals', value: 'Priya' }] } },
            sorting: { sortModel: [{ field: 'days', sort: 'desc' }] },
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
