import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const players = [
  { id: 1, player: 'Mira Okafor', games: 42, wins: 31, rating: 2184 },
  { id: 2, player: 'Jonas Berg', games: 57, wins: 33, rating: 2096 },
  { id: 3, player: 'Lucía Romero', games: 38, wins: 29, rating: 2241 },
  { id: 4, player: 'Arjun Mehta', games: 61, wins: 40, rating: 2153 },
  { id: 5, player: 'Sophie Laurent', games: 29, wins: 17, rating: 1978 },
  { id: 6, player: 'Kenji Watanabe', games: 47, wins: 26, rating: 2032 },
];

const columns: GridColDef[] = [
  { field: 'player', headerName: 'Player', flex: 1, minWidth: 160 },
  { field: 'games', headerName: 'Games', type: 'number', width: 90 },
  { field: 'wins', headerName: 'Wins', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function SortingOrderAllColumns() {
  // Every column: the first click puts the highest value on top.
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={players} columns={columns} sortingOrder={['desc', 'asc', null]} hideFooter />
    </div>
  );
}
