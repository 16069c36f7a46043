import type { SyntheticEvent } from 'react';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  hotel: string;
  stars: number;
}

const reviews: Review[] = [
  { id: 1, hotel: 'Casa do Rio, Porto', stars: 4 },
  { id: 2, hotel: 'Hotel Alpenblick, Innsbruck', stars: 5 },
  { id: 3, hotel: 'The Quayside, Galway', stars: 3 },
  { id: 4, hotel: 'Ryokan Hanami, Kyoto', stars: 5 },
];

function StarsEditCell({ id, field, value }: GridRenderEditCellParams<Review, number>) {
  const apiRef = useGridApiContext();
  // Write the new value into the grid's edit state; the grid saves it when editing stops.
  const handleChange = (_event: SyntheticEvent, newValue: number | null) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
  };
  return <Rating value={value ?? 0} onChange={handleChange} autoFocus sx={{ px: 1 }} />;
}

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 180 },
  {
    field: 'stars',
    headerName: 'Your rating',
    width: 160,
    editable: true,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review, number>) => <Rating value={params.value ?? 0} readOnly />,
    renderEditCell: (params: GridRenderEditCellParams<Review, number>) => <StarsEditCell {...params} />,
  },
];

export default function EditingCustomEditCell() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={reviews} columns={columns} hideFooter />
    </div>
  );
}
