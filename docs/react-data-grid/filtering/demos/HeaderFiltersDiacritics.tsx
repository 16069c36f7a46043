import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Office {
  id: number;
  city: string;
  country: string;
  manager: string;
}

const offices: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', manager: 'João Araújo' },
  { id: 2, city: 'Zürich', country: 'Switzerland', manager: 'Lea Müller' },
  { id: 3, city: 'Málaga', country: 'Spain', manager: 'José Peña' },
  { id: 4, city: 'Kraków', country: 'Poland', manager: 'Zoë Kowalska' },
  { id: 5, city: 'Montréal', country: 'Canada', manager: 'Hélène Côté' },
  { id: 6, city: 'São Tomé', country: 'São Tomé and Príncipe', manager: 'Inês Lima' },
  { id: 7, city: 'Oslo', country: 'Norway', manager: 'Jonas Berg' },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 180 },
  { field: 'manager', headerName: 'Manager', flex: 1, minWidth: 160 },
];

export default function HeaderFiltersDiacritics() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={offices}
        columns={columns}
        headerFilters
        // "sao" finds "São", "zurich" finds "Zürich".
        ignoreDiacritics
        initialState={{
          filter: {
            filterModel: { items: [{ id: 'city', field: 'city', operator: 'contains', value: 'sao' }] },
          },
        }}
      />
    </div>
  );
}
