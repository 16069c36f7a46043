import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  due: Date;
  renewals: number;
}

const loans: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'Amara Obi',
    due: new Date(2025, 9, 14),
    renewals: 1,
  },
  {
    id: 2,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    borrower: 'Lukas Brandt',
    due: new Date(2025, 9, 9),
    renewals: 0,
  },
  { id: 3, title: 'Beloved', author: 'Toni Morrison', borrower: 'Hana Sato', due: new Date(2025, 9, 21), renewals: 2 },
  {
    id: 4,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    borrower: 'Amara Obi',
    due: new Date(2025, 9, 3),
    renewals: 0,
  },
  {
    id: 5,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    borrower: 'Carlos Mendes',
    due: new Date(2025, 9, 17),
    renewals: 1,
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

export default function ColumnMenuDefault() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        {/* The same menu as the ⋮ button of the Due header, opened from code. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu('due')}>
          Open the Due column menu
        </Button>
      </div>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={loans} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
