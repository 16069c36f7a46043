import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';

interface Review {
  id: number;
  title: string;
  author: string;
  rating: number;
}

const reviews: Review[] = [
  { id: 1, title: 'The Salt Roads', author: 'Mira Castell', rating: 4 },
  { id: 2, title: 'A Field Guide to Clouds', author: 'Owen Pryce', rating: 5 },
  { id: 3, title: 'Night Ferry', author: 'Ilse Varga', rating: 3 },
  { id: 4, title: 'Kitchen Chemistry', author: 'Dara Nwosu', rating: 4 },
  { id: 5, title: 'The Long Winter Garden', author: 'Mira Castell', rating: 2 },
];

function renderRating(params: GridRenderCellParams<Review, number>) {
  // A count, such as `size`, is not a rating: show the number as it is.
  if (params.aggregation && !params.aggregation.hasCellUnit) {
    return params.formattedValue;
  }
  if (params.value == null) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Rating readOnly size="small" precision={0.1} value={params.value} />
      {/* Aggregated cells also show the value, which stars alone cannot give precisely. */}
      {params.aggregation && <strong>{params.value.toFixed(1)}</strong>}
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'title', headerName: 'Book', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 180, renderCell: renderRating },
];

export default function AggregationRenderCell() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium rows={reviews} columns={columns} initialState={{ aggregation: { model: { rating: 'avg' } } }} />
    </div>
  );
}
