import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';

const addresses = [
  { id: 1, label: 'Home', address: '12 Kastanienallee, 10435 Berlin' },
  { id: 2, label: 'Office', address: '3 Friedrichstraße, 10117 Berlin' },
  { id: 3, label: 'Parents', address: '48 Hauptstraße, 69117 Heidelberg' },
  { id: 4, label: 'Holiday flat', address: '7 Strandweg, 18225 Kühlungsborn' },
];

const columns: GridColDef[] = [
  // The built-in checkbox column, without its "select all" box in the header.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, renderHeader: () => null },
  { field: 'label', headerName: 'Label', width: 120 },
  { field: 'address', headerName: 'Delivery address', flex: 1, minWidth: 240 },
];

export default function RowSelectionSingleCheckbox() {
  // Checkboxes, but checking one row unchecks the others.
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={addresses} columns={columns} checkboxSelection disableMultipleRowSelection hideFooter />
    </div>
  );
}
