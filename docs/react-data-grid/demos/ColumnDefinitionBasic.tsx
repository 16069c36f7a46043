import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Supplier {
  id: number;
  company: string;
  email: string;
  country: string;
  leadTimeDays: number;
}

const suppliers: Supplier[] = [
  { id: 1, company: 'Fjord Timber AS', email: 'orders@fjordtimber.example', country: 'Norway', leadTimeDays: 21 },
  { id: 2, company: 'Tessuti Moretti', email: 'sales@moretti.example', country: 'Italy', leadTimeDays: 14 },
  { id: 3, company: 'Kaveri Ceramics', email: 'hello@kaveri.example', country: 'India', leadTimeDays: 35 },
  { id: 4, company: 'Atlas Hardware', email: 'trade@atlashw.example', country: 'Morocco', leadTimeDays: 10 },
];

const columns: GridColDef<Supplier>[] = [
  // `field` names the row property to show; `headerName` is the header text.
  { field: 'company', headerName: 'Company', width: 180 },
  // No `headerName`: the header shows the field, "email".
  { field: 'email', width: 230 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'leadTimeDays',
    headerName: 'Lead time',
    // Shown as a tooltip when the pointer rests on the header.
    description: 'Days between the order and the delivery at our warehouse',
    type: 'number',
    width: 110,
  },
];

export default function ColumnDefinitionBasic() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={suppliers} columns={columns} hideFooter />
    </div>
  );
}
