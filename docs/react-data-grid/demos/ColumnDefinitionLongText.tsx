import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  guest: string;
  rating: number;
  review: string;
}

const reviews: Review[] = [
  {
    id: 1,
    guest: 'Marta K.',
    rating: 5,
    review:
      'Quiet room facing the courtyard, spotless bathroom and a generous breakfast with fresh bread from the bakery next door. The staff kept our bags after check-out and recommended a tapas bar we would never have found alone.',
  },
  {
    id: 2,
    guest: 'Daniel O.',
    rating: 3,
    review:
      'Great location, two minutes from the metro. The air conditioning was loud, and the window did not close fully, so street noise came in until late. Fine for one night.',
  },
  {
    id: 3,
    guest: 'Chloé R.',
    rating: 4,
    review:
      'Friendly welcome and a bright room.\nThe lift was out of order during our stay, which was hard with two suitcases.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'review',
    headerName: 'Review',
    // One line in the cell; the corner button opens the full text.
    type: 'longText',
    flex: 1,
    minWidth: 240,
    editable: true,
  },
];

export default function ColumnDefinitionLongText() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid rows={reviews} columns={columns} hideFooter />
    </div>
  );
}
