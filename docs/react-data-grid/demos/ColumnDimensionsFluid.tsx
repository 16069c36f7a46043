import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  code: string;
  name: string;
  method: string;
}

const recipes: Recipe[] = [
  { id: 1, code: 'R-01', name: 'Shakshuka', method: 'Simmer peppers and tomatoes, then poach the eggs in the sauce' },
  { id: 2, code: 'R-02', name: 'Pad krapow', method: 'Stir-fry minced pork with chilli, garlic and holy basil' },
  { id: 3, code: 'R-03', name: 'Pierogi ruskie', method: 'Fill the dough with potato and curd cheese, boil, then fry' },
  { id: 4, code: 'R-04', name: 'Feijoada', method: 'Stew black beans slowly with smoked pork for three hours' },
];

// Each header shows the width the grid computed for its column.
const headerWithWidth = (params: GridColumnHeaderParams<Recipe>) =>
  `${params.colDef.headerName} · ${Math.round(params.colDef.computedWidth)} px`;

const columns: GridColDef<Recipe>[] = [
  { field: 'code', headerName: 'Code', width: 130, renderHeader: headerWithWidth },
  // One share of the free space, never less than 150 px.
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 150, renderHeader: headerWithWidth },
  // Two shares of the free space, between 120 and 300 px.
  {
    field: 'method',
    headerName: 'Method',
    flex: 2,
    minWidth: 120,
    maxWidth: 300,
    renderHeader: headerWithWidth,
  },
];

const gridWidths = [320, 480, 640];

export default function ColumnDimensionsFluid() {
  const [gridWidth, setGridWidth] = useState(640);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={gridWidth}
        onChange={(_event, value: number | null) => value && setGridWidth(value)}
        aria-label="Grid width"
      >
        {gridWidths.map((width) => (
          <ToggleButton key={width} value={width}>
            {width} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 300, width: gridWidth, maxWidth: '100%' }}>
        <DataGrid rows={recipes} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
