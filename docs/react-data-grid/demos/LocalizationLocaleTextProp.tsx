import { useState } from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

// The German texts, with a few replaced for this shop's wording.
const localeText: Partial<GridLocaleText> = {
  ...deDE.components.MuiDataGrid.defaultProps.localeText,
  toolbarQuickFilterPlaceholder: 'Artikel suchen…',
  footerRowSelected: (count) => (count === 1 ? '1 Artikel im Warenkorb' : `${count} Artikel im Warenkorb`),
  paginationRowsPerPage: 'Artikel pro Seite:',
};

const products = [
  { id: 1, name: 'Wanderrucksack 30 l', category: 'Outdoor', price: 89.9 },
  { id: 2, name: 'Thermoskanne 1 l', category: 'Küche', price: 24.5 },
  { id: 3, name: 'Stirnlampe', category: 'Outdoor', price: 34 },
  { id: 4, name: 'Gusseisenpfanne', category: 'Küche', price: 59 },
  { id: 5, name: 'Regenjacke', category: 'Bekleidung', price: 129 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Artikel', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Kategorie', width: 120 },
  {
    field: 'price',
    headerName: 'Preis',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value),
  },
];

export default function LocalizationLocaleTextProp() {
  const [selection, setSelection] = useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 3]),
  });

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        localeText={localeText}
        showToolbar
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
    </div>
  );
}
