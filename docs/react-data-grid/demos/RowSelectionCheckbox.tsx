import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const photos = [
  { id: 1, file: 'IMG_2041.jpg', taken: 'Lake Bled, Slovenia', size: '4.2 MB' },
  { id: 2, file: 'IMG_2042.jpg', taken: 'Lake Bled, Slovenia', size: '3.9 MB' },
  { id: 3, file: 'IMG_2057.jpg', taken: 'Ljubljana old town', size: '5.1 MB' },
  { id: 4, file: 'IMG_2063.jpg', taken: 'Piran harbour', size: '4.7 MB' },
  { id: 5, file: 'IMG_2071.jpg', taken: 'Škocjan Caves', size: '6.0 MB' },
  { id: 6, file: 'IMG_2088.jpg', taken: 'Vintgar Gorge', size: '4.4 MB' },
];

const columns: GridColDef[] = [
  { field: 'file', headerName: 'File', width: 130 },
  { field: 'taken', headerName: 'Place', flex: 1, minWidth: 160 },
  { field: 'size', headerName: 'Size', width: 90 },
];

export default function RowSelectionCheckbox() {
  // Each checkbox toggles its row and leaves the others as they are; a click on the row toggles it too.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={photos} columns={columns} checkboxSelection />
    </div>
  );
}
