import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';

const laptops = [
  { id: 1, model: 'ThinkPad X1 Carbon', brand: 'Lenovo', ram: 32, weight: 1.12, price: 1899 },
  { id: 2, model: 'MacBook Air 13', brand: 'Apple', ram: 16, weight: 1.24, price: 1199 },
  { id: 3, model: 'XPS 14', brand: 'Dell', ram: 32, weight: 1.68, price: 1749 },
  { id: 4, model: 'Zenbook 14', brand: 'Asus', ram: 16, weight: 1.2, price: 999 },
  { id: 5, model: 'Swift Go 14', brand: 'Acer', ram: 16, weight: 1.32, price: 849 },
  { id: 6, model: 'Spectre x360', brand: 'HP', ram: 32, weight: 1.44, price: 1599 },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'brand', headerName: 'Brand', width: 100 },
  { field: 'ram', headerName: 'RAM (GB)', type: 'number', width: 100 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function MultiFiltersPanelOptions() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={laptops}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'ram', operator: '>=', value: 16 }] } },
        }}
        slotProps={{
          filterPanel: {
            // Only "and": the logic select is shown but cannot be changed.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            // "Add filter" picks the first column without a filter, or adds nothing.
            getColumnForNewFilter: ({ currentFilters, columns: allColumns }) => {
              const used = new Set(currentFilters.map((item) => item.field));
              return allColumns.find((column) => !used.has(column.field))?.field ?? null;
            },
            filterFormProps: {
              // Each row's column select leaves out the columns other rows use.
              filterColumns: ({ field, columns: allColumns, currentFilters }) => {
                const usedElsewhere = currentFilters
                  .map((item) => item.field)
                  .filter((itemField) => itemField !== field);
                return allColumns
                  .filter((column) => !usedElsewhere.includes(column.field))
                  .map((column) => column.field);
              },
            },
          },
        }}
      />
    </div>
  );
}
