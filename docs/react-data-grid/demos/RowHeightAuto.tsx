import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  text: string;
}

const reviews: Omit<Review, 'id'>[] = [
  { product: 'Trail running shoes', rating: 5, text: 'Light, grippy on wet rock, and comfortable from the first run.' },
  { product: 'Rain jacket', rating: 3, text: 'Keeps the rain out, but the hood is too small to fit over a helmet and the zip sticks when it is cold. Fine for the city, less so for the hills.' },
  { product: 'Camping stove', rating: 4, text: 'Boils a litre in about four minutes. The piezo igniter stopped working after a month, so carry matches.' },
  { product: 'Sleeping bag', rating: 5, text: 'Warm down to about zero degrees. Packs small enough for a 30-litre backpack.' },
  { product: 'Headlamp', rating: 2, text: 'Bright enough, but the strap loosens while running and the battery cover came off on the second outing. I had to tape it shut, which is not what you want at night on a trail. Returned it.' },
  { product: 'Water filter', rating: 4, text: 'Fast flow and easy to clean.' },
];

// 60 rows, repeating the six reviews above.
const rows: Review[] = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, ...reviews[index % reviews.length] }));

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 220 },
];

export default function RowHeightAuto() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Measure each row from its content.
        getRowHeight={() => 'auto'}
        // Until a row is measured, assume 80px, so the scrollbar is closer to the truth.
        getEstimatedRowHeight={() => 80}
        // Content-sized cells have no vertical padding by default.
        sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
      />
    </div>
  );
}
