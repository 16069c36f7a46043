import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  phone: string;
}

const suppliers: Supplier[] = [
  { id: 1, company: 'Marlow Paper Mills', contact: 'Ruth Adeyemi', phone: '(020) 7946-0321' },
  { id: 2, company: 'Kestrel Logistics', contact: 'Owen Price', phone: '+44 161 496 0754' },
  { id: 3, company: 'Lindqvist Print', contact: 'Elsa Lindqvist', phone: '+46 8 555 012 88' },
  { id: 4, company: 'Bramble Packaging', contact: 'Tariq Aziz', phone: '020 7946 0877' },
  { id: 5, company: 'Northgate Inks', contact: 'Mei Chen', phone: '0161-496-0412' },
  { id: 6, company: 'Hollis & Sons Board', contact: 'Grace Hollis', phone: '(0117) 496 0590' },
];

// "(020) 7946-0321" becomes "02079460321".
const digitsOnly = (text: string | number) => String(text).replace(/\D/g, '');

// Each built-in string operator, with spaces and punctuation removed from both sides first.
const phoneOperators = getGridStringOperators()
  .filter((operator) => operator.value !== 'isAnyOf')
  .map((operator): GridFilterOperator<Supplier, string | number | null> => ({
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const digitsItem =
        filterItem.value == null
          ? filterItem
          : { ...filterItem, value: digitsOnly(filterItem.value) };
      const applyBuiltIn = operator.getApplyFilterFn(digitsItem, column);
      if (!applyBuiltIn) {
        return null;
      }
      return (value, row, col, apiRef) =>
        applyBuiltIn(value == null ? value : digitsOnly(value), row, col, apiRef);
    },
  }));

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 180 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 170, filterOperators: phoneOperators },
];

export default function FilterCustomizationWrapOperators() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={suppliers}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'phone', operator: 'startsWith', value: '020 7946' }] },
          },
        }}
      />
    </div>
  );
}
