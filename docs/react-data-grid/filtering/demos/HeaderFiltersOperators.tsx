import {
  DataGridPro,
  GridFilterInputValue,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';

interface Apartment {
  id: number;
  address: string;
  district: string;
  rent: number;
  amenities: string[];
}

const apartments: Apartment[] = [
  { id: 1, address: 'Rua das Flores 28', district: 'Baixa', rent: 1450, amenities: ['Balcony', 'Lift'] },
  { id: 2, address: 'Avenida da Liberdade 190', district: 'Avenidas Novas', rent: 2100, amenities: ['Lift', 'Parking', 'Concierge'] },
  { id: 3, address: 'Travessa do Carmo 5', district: 'Chiado', rent: 1750, amenities: ['Balcony'] },
  { id: 4, address: 'Rua de São Bento 112', district: 'Estrela', rent: 1200, amenities: [] },
  { id: 5, address: 'Calçada da Graça 9', district: 'Graça', rent: 980, amenities: ['Garden'] },
  { id: 6, address: 'Rua Augusta 74', district: 'Baixa', rent: 1620, amenities: ['Lift', 'Air conditioning'] },
];

// Two of the built-in number operators, with short labels for the header row.
const rentOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '<=' || operator.value === '>=')
  .reverse()
  .map((operator) => ({ ...operator, headerLabel: operator.value === '<=' ? 'Max' : 'Min' }));

// A custom operator. Without `headerLabel`, the header filter would throw
// "Missing translation for key headerFilterOperatorHas".
const hasAmenityOperator: GridFilterOperator<Apartment, string[]> = {
  value: 'has',
  label: 'has',
  headerLabel: 'Has',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const search = String(filterItem.value).toLowerCase();
    return (value) => value.some((amenity) => amenity.toLowerCase().includes(search));
  },
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Apartment>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  {
    field: 'district',
    headerName: 'District',
    type: 'singleSelect',
    valueOptions: ['Avenidas Novas', 'Baixa', 'Chiado', 'Estrela', 'Graça'],
    width: 150,
  },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 140, filterOperators: rentOperators },
  {
    field: 'amenities',
    headerName: 'Amenities',
    width: 200,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
    filterOperators: [hasAmenityOperator],
  },
];

export default function HeaderFiltersOperators() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={apartments}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ id: 'max-rent', field: 'rent', operator: '<=', value: 1700 }] },
          },
        }}
      />
    </div>
  );
}
