import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Unit = 'celsius' | 'fahrenheit';

interface Reading {
  id: number;
  city: string;
  conditions: string;
  celsius: number; // The data is stored in one unit only.
}

const rows: Reading[] = [
  { id: 1, city: 'Reykjavík', conditions: 'Drizzle', celsius: 6.5 },
  { id: 2, city: 'Marrakesh', conditions: 'Sunny', celsius: 31.2 },
  { id: 3, city: 'Singapore', conditions: 'Thunderstorms', celsius: 29.8 },
  { id: 4, city: 'Montréal', conditions: 'Snow', celsius: -4.1 },
  { id: 5, city: 'Cape Town', conditions: 'Windy', celsius: 19.4 },
];

export default function ColumnRecipesUnitHeader() {
  const [unit, setUnit] = useState<Unit>('celsius');

  // Rebuild the columns only when the unit changes.
  const columns = useMemo<GridColDef<Reading>[]>(
    () => [
      { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
      { field: 'conditions', headerName: 'Conditions', width: 140 },
      {
        field: 'temperature',
        type: 'number',
        width: 150,
        // The shown value is converted, so sorting and filtering use it too.
        valueGetter: (_value, row) =>
          unit === 'celsius' ? row.celsius : Math.round((row.celsius * 9) / 5 + 32),
        valueFormatter: (value: number) => `${value}°`,
        renderHeader: () => (
          <Select
            variant="standard"
            size="small"
            value={unit}
            inputProps={{ 'aria-label': 'Temperature unit' }}
            // Keep a click on the select from sorting the column.
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => setUnit(event.target.value === 'fahrenheit' ? 'fahrenheit' : 'celsius')}
          >
            <MenuItem value="celsius">Temp. (°C)</MenuItem>
            <MenuItem value="fahrenheit">Temp. (°F)</MenuItem>
          </Select>
        ),
      },
    ],
    [unit],
  );

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
