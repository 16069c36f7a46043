import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  range: string;
  heightM: number;
  firstAscent: number;
}

const peaks: Peak[] = [
  { id: 1, name: 'Aconcagua', range: 'Andes', heightM: 6961, firstAscent: 1897 },
  { id: 2, name: 'Denali', range: 'Alaska Range', heightM: 6190, firstAscent: 1913 },
  { id: 3, name: 'Kilimanjaro', range: 'Eastern Rift', heightM: 5895, firstAscent: 1889 },
  { id: 4, name: 'Elbrus', range: 'Caucasus', heightM: 5642, firstAscent: 1874 },
  { id: 5, name: 'Mont Blanc', range: 'Alps', heightM: 4806, firstAscent: 1786 },
  { id: 6, name: 'Kosciuszko', range: 'Snowy Mountains', heightM: 2228, firstAscent: 1840 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 130 },
  { field: 'range', headerName: 'Range', width: 150 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 120 },
  {
    field: 'firstAscent',
    headerName: 'First ascent',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
];

// The grid passes `className` and `fontSize` to each icon. Pass them on, and nothing else:
// the unsorted icon also receives `sortingOrder`, which an <svg> does not accept.
function SortedAscendingIcon({ className, fontSize }: GridBaseIconProps) {
  return <KeyboardArrowUpIcon className={className} fontSize={fontSize} />;
}

function SortedDescendingIcon({ className, fontSize }: GridBaseIconProps) {
  return <KeyboardArrowDownIcon className={className} fontSize={fontSize} />;
}

function UnsortedIcon({ className, fontSize }: GridBaseIconProps) {
  return <UnfoldMoreIcon className={className} fontSize={fontSize} />;
}

export default function ComponentsSortIcons() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={peaks}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: SortedAscendingIcon,
          columnSortedDescendingIcon: SortedDescendingIcon,
          // Shown while you hover the header of a column that is not sorted.
          columnUnsortedIcon: UnsortedIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'heightM', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
