import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';

interface Part {
  id: number;
  name: string;
  supplier: string;
  stock: number;
  lastCounted: Date;
}

const parts: Part[] = [
  { id: 1, name: 'M6 hex bolt', supplier: 'Halden Fixings', stock: 420, lastCounted: new Date(2025, 1, 10) },
  { id: 2, name: 'Brass hinge, 75 mm', supplier: 'Corbel & Co', stock: 12, lastCounted: new Date(2025, 1, 3) },
  { id: 3, name: 'Oak dowel, 8 mm', supplier: 'Timberline', stock: 260, lastCounted: new Date(2024, 10, 18) },
  { id: 4, name: 'Steel L bracket', supplier: 'Halden Fixings', stock: 85, lastCounted: new Date(2025, 0, 22) },
  { id: 5, name: 'Cabinet handle, matte black', supplier: 'Corbel & Co', stock: 7, lastCounted: new Date(2024, 11, 2) },
  { id: 6, name: 'Wood glue, 500 ml', supplier: 'Timberline', stock: 44, lastCounted: new Date(2025, 1, 14) },
  { id: 7, name: 'Drawer runner, 450 mm', supplier: 'Corbel & Co', stock: 31, lastCounted: new Date(2024, 9, 9) },
  { id: 8, name: 'Felt pads, pack of 20', supplier: 'Timberline', stock: 150, lastCounted: new Date(2025, 0, 30) },
];

const columns: GridColDef<Part>[] = [
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 190 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'lastCounted', headerName: 'Last counted', type: 'date', width: 130 },
];

export default function FilteringInitialState() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={parts}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Several items need an `id` each.
              items: [
                { id: 1, field: 'stock', operator: '<', value: 20 },
                // A date value: a `YYYY-MM-DD` string or `new Date('2025-01-01')`.
                { id: 2, field: 'lastCounted', operator: 'before', value: '2025-01-01' },
              ],
              // Keep a row if it passes either item.
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </div>
  );
}
