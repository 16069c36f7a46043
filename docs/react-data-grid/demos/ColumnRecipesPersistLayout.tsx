import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  city: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Elif Yılmaz', company: 'Atlas Freight', email: 'elif@atlasfreight.example', city: 'Izmir' },
  { id: 2, name: 'Pieter de Vries', company: 'Tulip Systems', email: 'pieter@tulip.example', city: 'Utrecht' },
  { id: 3, name: 'Ana Lima', company: 'Rio Foods', email: 'ana@riofoods.example', city: 'Recife' },
  { id: 4, name: 'Jakub Dvořák', company: 'Vltava Print', email: 'jakub@vltava.example', city: 'Brno' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'company', headerName: 'Company', width: 140 },
  { field: 'email', headerName: 'Email', width: 210 },
  { field: 'city', headerName: 'City', width: 110 },
];

const STORAGE_KEY = 'contacts-grid-columns';

export default function ColumnRecipesPersistLayout() {
  const apiRef = useGridApiRef();
  // `undefined` until the saved layout has been read in the browser.
  const [initialState, setInitialState] = useState<GridInitialState>();
  const [gridKey, setGridKey] = useState(0);

  useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    setInitialState(saved ? { columns: JSON.parse(saved) as GridInitialState['columns'] } : {});
  }, []);

  // Widths, order and visibility all live in the `columns` part of the state.
  const saveLayout = useCallback(() => {
    const columnsState = apiRef.current?.exportState().columns;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(columnsState));
  }, [apiRef]);

  const resetLayout = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setInitialState({});
    setGridKey((key) => key + 1); // Remount the grid so it reads the new initialState.
  };

  return (
    <div style={{ width: '100%' }}>
      <Button size="small" onClick={resetLayout} sx={{ mb: 1 }}>
        Reset layout
      </Button>
      <div style={{ height: 300 }}>
        {initialState && (
          <DataGridPro
            key={gridKey}
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={initialState}
            onColumnWidthChange={saveLayout}
            onColumnOrderChange={saveLayout}
            onColumnVisibilityModelChange={saveLayout}
          />
        )}
      </div>
    </div>
  );
}
