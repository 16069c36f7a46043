import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  issued: Date;
  total: number;
}

const invoices: Invoice[] = [
  { id: 'INV-0931', client: 'Atelier Moreau', issued: new Date(2023, 10, 14), total: 1250 },
  { id: 'INV-0957', client: 'Greenway Cafés', issued: new Date(2023, 11, 2), total: 480 },
  { id: 'INV-1002', client: 'Atelier Moreau', issued: new Date(2024, 1, 20), total: 2100 },
  { id: 'INV-1018', client: 'Blue Fjord AS', issued: new Date(2024, 4, 7), total: 3650 },
  { id: 'INV-1044', client: 'Greenway Cafés', issued: new Date(2024, 8, 30), total: 720 },
  { id: 'INV-1090', client: 'Blue Fjord AS', issued: new Date(2025, 0, 15), total: 1980 },
  { id: 'INV-1107', client: 'Atelier Moreau', issued: new Date(2025, 2, 3), total: 860 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 150 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    // Every date of the same year goes to the same group.
    groupingValueGetter: (value: Date) => value.getFullYear(),
  },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

export default function RowGroupingValueGetter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['issued'] } }}
      />
    </div>
  );
}
