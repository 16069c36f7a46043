import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Coupon {
  id: number;
  code: string;
  discount: number;
  uses: number;
}

const coupons: Coupon[] = [
  { id: 1, code: 'SPRING25', discount: 25, uses: 312 },
  { id: 2, code: 'WELCOME10', discount: 10, uses: 1840 },
  { id: 3, code: 'FREESHIP', discount: 5, uses: 96 },
  { id: 4, code: 'STAFF40', discount: 40, uses: 27 },
];

const columns: GridColDef<Coupon>[] = [
  {
    field: 'code',
    headerName: 'Code (A–Z, 0–9)',
    flex: 1,
    minWidth: 160,
    editable: true,
    // Runs on every change while the cell is open. A truthy `error` blocks saving.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: !/^[A-Z0-9]{4,12}$/.test(params.props.value ?? ''),
    }),
  },
  {
    field: 'discount',
    headerName: 'Discount % (1–50)',
    type: 'number',
    width: 160,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => {
      const value = params.props.value;
      return { ...params.props, error: value == null || value < 1 || value > 50 };
    },
  },
  { field: 'uses', headerName: 'Uses', type: 'number', width: 90 },
];

export default function EditingValidation() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        // The edit input gets the `Mui-error` class while the value is invalid.
        '& .MuiDataGrid-cell--editing .Mui-error': {
          bgcolor: 'error.light',
          color: 'error.contrastText',
        },
      }}
    >
      <DataGrid rows={coupons} columns={columns} hideFooter />
    </Box>
  );
}
