import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Parcel {
  id: string;
  depot: string;
  recipient: string;
  weightKg: number;
}

const parcels: Parcel[] = [
  { id: 'PX-3301', depot: 'Hamburg', recipient: 'B. Schulz', weightKg: 2.4 },
  { id: 'PX-3302', depot: 'Hamburg', recipient: 'K. Yilmaz', weightKg: 0.8 },
  { id: 'PX-3303', depot: 'Leipzig', recipient: 'M. Wagner', weightKg: 5.1 },
  { id: 'PX-3304', depot: 'Leipzig', recipient: 'A. Nowak', weightKg: 1.2 },
  { id: 'PX-3305', depot: 'Cologne', recipient: 'S. Becker', weightKg: 3.7 },
  { id: 'PX-3306', depot: 'Cologne', recipient: 'L. Rossi', weightKg: 0.5 },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'recipient', headerName: 'Recipient', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

const depots = ['Hamburg', 'Leipzig', 'Cologne'];

export default function RowGroupingSetExpansion() {
  const apiRef = useGridApiRef();

  // Finds the top-level group of a depot and flips its expansion.
  const toggleDepot = (depot: string) => {
    if (!apiRef.current) return;
    const tree = gridRowTreeSelector(apiRef);
    const root = tree[GRID_ROOT_GROUP_ID];
    if (root?.type !== 'group') return;
    const groupId = root.children.find((id) => {
      const node = tree[id];
      return node.type === 'group' && node.groupingKey === depot;
    });
    const group = groupId === undefined ? undefined : tree[groupId];
    if (group?.type === 'group') {
      apiRef.current.setRowChildrenExpansion(group.id, !group.childrenExpanded);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {depots.map((depot) => (
          <Button key={depot} variant="outlined" onClick={() => toggleDepot(depot)}>
            Toggle {depot}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={parcels}
          columns={columns}
          initialState={{ rowGrouping: { model: ['depot'] } }}
        />
      </div>
    </Stack>
  );
}
